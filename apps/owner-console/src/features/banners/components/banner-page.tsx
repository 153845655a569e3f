import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@tavola/ui/page-loader';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { ConfirmDeleteModal } from '#components/confirm-delete-modal.tsx';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { errorCode, serverMessage } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanner } from '../api/get-banner';
import { BannerAccessNotice, bannerAccess } from './banner-access';

export interface BannerPageProps {
  clubId: number;
  menuId: number;
  renderUpgradePrompt: (text: ReactNode) => ReactNode;
}

/** `/clubs/{clubId}/menu/{menuId}/banner`: the menu's banner, with its details and delete. */
export function BannerPage({ clubId, menuId, renderUpgradePrompt }: BannerPageProps) {
  const { t } = useLingui();
  const club = useClub(clubId);
  const banner = useBanner(clubId, menuId);
  const remove = useDeleteBanner(clubId, menuId);
  const [confirming, setConfirming] = useState(false);
  const noBanner = errorCode(banner.error) === 'banner_not_found';

  const heading = (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.menus.list.getHref(clubId)} size="sm">
        <Trans>Menus</Trans>
      </Anchor>
      <Title order={1}>
        <Trans>Promotion banner</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>A banner shows an offer at the top of the menu: a square image, a title and a price.</Trans>
      </Text>
    </Stack>
  );

  if (club.isPending || (banner.isPending && !noBanner)) return <PageLoader />;
  if (club.isError || !club.data) return <LoadError onRetry={() => club.refetch()} />;
  if (banner.isError && !noBanner) return <LoadError onRetry={() => banner.refetch()} />;
  const access = bannerAccess(club.data);
  const current = noBanner ? null : (banner.data ?? null);

  return (
    <Stack gap="lg" maw={720}>
      {heading}
      {access !== 'allowed' && (
        <BannerAccessNotice clubId={clubId} access={access} renderUpgradePrompt={renderUpgradePrompt} />
      )}
      {current ? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Group align="flex-start" gap="lg">
            {current.imageUrl ? (
              <Image src={current.imageUrl} alt={t`Banner image`} w={140} h={140} radius="md" fit="cover" />
            ) : (
              <Text size="sm" c="dimmed" w={140}>
                <Trans>No image yet.</Trans>
              </Text>
            )}
            <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
              <Group gap="xs">
                <Text fw={700} size="lg">
                  {current.title}
                </Text>
                {current.forYou && (
                  <Badge variant="light">
                    <Trans>For you</Trans>
                  </Badge>
                )}
              </Group>
              {current.subtitle && <Text>{current.subtitle}</Text>}
              {current.description && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {current.description}
                </Text>
              )}
              <Text fw={600}>{current.price}</Text>
            </Stack>
          </Group>
          {access === 'allowed' && (
            <Group mt="md">
              <Button component={Link} to={paths.menus.bannerDetails.getHref(clubId, menuId)}>
                <Trans>Change banner</Trans>
              </Button>
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                <Trans>Delete banner</Trans>
              </Button>
            </Group>
          )}
        </Paper>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm" align="flex-start">
            <Text>
              <Trans>This menu has no banner.</Trans>
            </Text>
            {access === 'allowed' && (
              <Button component={Link} to={paths.menus.newBanner.getHref(clubId, menuId)}>
                <Trans>Create a banner</Trans>
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      <ConfirmDeleteModal
        opened={confirming}
        title={t`Delete the banner?`}
        description={<Trans>Guests will no longer see this offer at the top of the menu.</Trans>}
        error={remove.isError ? serverMessage(remove.error) : undefined}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { params: { path: { clubId, menuId } } },
            {
              onSuccess: () => {
                setConfirming(false);
                notify({ variant: 'success', message: t`Banner deleted` });
              },
            },
          )
        }
      />
    </Stack>
  );
}
