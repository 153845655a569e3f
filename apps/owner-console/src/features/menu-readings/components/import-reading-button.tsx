import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ImportReadingDialog } from './import-reading-dialog';

/** "Import from a photo or PDF" on the menu list, with its dialog. */
export function ImportReadingButton({ clubId }: { clubId: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        <Trans>Import from a photo or PDF</Trans>
      </Button>
      <ImportReadingDialog clubId={clubId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
