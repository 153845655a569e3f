import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { paths } from '#config/paths.ts';

/** Why the PDF cannot be downloaded: the plan lacks it, or the club's PDF switch is off. */
export type PdfRefusal = 'not-in-plan' | 'switched-off';

export interface PdfAccessModalProps {
  clubId: number;
  refusal: PdfRefusal | null;
  onClose: () => void;
}

/** Explains a refused PDF download and leads to where it can be changed (plan page or club settings). */
export function PdfAccessModal({ clubId, refusal, onClose }: PdfAccessModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={refusal !== null} onClose={onClose} title={t`Download PDF`} centered>
      {refusal === 'not-in-plan' && (
        <UpgradePrompt clubId={clubId} feature="pdfMenu">
          <Trans>A printable PDF of your menus is a Smart feature: upgrade your plan to download one.</Trans>
        </UpgradePrompt>
      )}
      {refusal === 'switched-off' && (
        <Alert color="yellow" variant="light" title={<Trans>The PDF menu is turned off</Trans>}>
          <Stack gap={4}>
            <Text size="sm">
              <Trans>Turn on PDF menu in the club settings to download your menus as PDF files.</Trans>
            </Text>
            <Anchor component={Link} to={paths.clubs.settings.getHref(clubId)} size="sm">
              <Trans>Open the club settings</Trans>
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Modal>
  );
}
