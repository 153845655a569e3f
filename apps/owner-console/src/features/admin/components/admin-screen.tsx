import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@tavola/ui/page-loader';
import { Navigate } from 'react-router';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { errorStatus } from '#lib/api-errors.ts';
import { useAdminClubs } from '../api/list-admin-clubs';
import { AdminClubsTable } from './admin-clubs-table';
import { BrandsEditor } from './brands-editor';
import { PaymentPlansEditor } from './payment-plans-editor';

/** Platform administration: every club with its subscription, the prices, and the partner brands. */
export function AdminScreen() {
  const clubs = useAdminClubs();

  // the flag was revoked since sign-in: the server refuses, the screen does not exist for them
  if (errorStatus(clubs.error) === 403) return <Navigate to={paths.system.notFound.getHref()} replace />;
  if (clubs.isPending) return <PageLoader />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Administration</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Every club on Tavola with its subscription and messages, the prices, and the partner brands.
          </Trans>
        </Text>
      </Stack>
      {clubs.isError && <LoadError onRetry={() => clubs.refetch()} />}
      {clubs.data && <AdminClubsTable clubs={clubs.data} />}
      <PaymentPlansEditor />
      <BrandsEditor />
    </Stack>
  );
}
