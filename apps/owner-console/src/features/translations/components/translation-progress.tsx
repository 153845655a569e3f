import { Plural } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { Progress } from '../utils/translation-draft';

/** "37 of 52 texts translated, 3 outdated", and the machine drafts still to review. */
export function TranslationProgressLine({ progress }: { progress: Progress }) {
  const { translated, total, outdated, machineDrafts } = progress;
  return (
    <Stack gap={0} data-testid="translation-progress">
      <Text fw={600}>
        <Plural
          value={total}
          one={`${translated} of # text translated, ${outdated} outdated`}
          other={`${translated} of # texts translated, ${outdated} outdated`}
        />
      </Text>
      {machineDrafts > 0 && (
        <Text size="sm">
          <Plural value={machineDrafts} one="# machine draft to review" other="# machine drafts to review" />
        </Text>
      )}
    </Stack>
  );
}
