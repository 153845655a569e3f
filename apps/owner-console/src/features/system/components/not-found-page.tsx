import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { NotFound } from '@tavola/ui/not-found';
import { Link } from 'react-router';
import { SystemPage } from '#components/system-page.tsx';
import { paths } from '#config/paths.ts';

export function NotFoundPage() {
  return (
    <SystemPage>
      <NotFound
        action={
          <Button component={Link} to={paths.home.getHref()}>
            <Trans>Go to the home page</Trans>
          </Button>
        }
      />
    </SystemPage>
  );
}
