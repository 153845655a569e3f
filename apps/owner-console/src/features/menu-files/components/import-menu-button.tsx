import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ImportMenuDialog } from './import-menu-dialog';

/** "Import from a spreadsheet" on the menu list, with its dialog. */
export function ImportMenuButton({ clubId }: { clubId: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        <Trans>Import from a spreadsheet</Trans>
      </Button>
      <ImportMenuDialog clubId={clubId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
