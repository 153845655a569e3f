import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { Progress } from '../utils/translation-draft';

/** "37 of 52 texts translated, 3 outdated", and the machine drafts still to review. */
export function TranslationProgressLine({ progress }: { progress: Progress }) {
  const { translated, total, outdated, machineDrafts } = progress;
  return (
    <Stack gap={0} data-testid="translation-progress">
      <Text fw={600}>
        <Trans>
          {translated} of {total} texts translated, {outdated} outdated
        </Trans>
      </Text>
      {machineDrafts > 0 && (
        <Text size="sm">
          {machineDrafts === 1 ? (
            <Trans>1 machine draft to review</Trans>
          ) : (
            <Trans>{machineDrafts} machine drafts to review</Trans>
          )}
        </Text>
      )}
    </Stack>
  );
}
