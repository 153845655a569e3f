import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '@tavola/ui/page-loader';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { putImage, uploadErrorMessage } from '#api/upload-image.ts';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { errorCode } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useCreateBanner } from '../api/create-banner';
import { useBanner } from '../api/get-banner';
import { useBannerUploadUrl } from '../api/get-banner-upload-url';
import { invalidateBanner } from '../api/invalidate';
import { BannerAccessNotice, bannerAccess } from './banner-access';
import { type BannerDraftView, BannerForm } from './banner-form';

export interface BannerEditorPageProps {
  clubId: number;
  menuId: number;
  /** `new`: banner creation (/banner/new…); `edit`: banner details (/banner/details) */
  mode: 'new' | 'edit';
  renderUpgradePrompt: (text: ReactNode) => ReactNode;
  renderPreview?: (draft: BannerDraftView) => ReactNode;
}

/** `/banner/new`, `/banner/new/details` and `/banner/details`: the banner form of a menu. */
export function BannerEditorPage({
  clubId,
  menuId,
  mode,
  renderUpgradePrompt,
  renderPreview,
}: BannerEditorPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const club = useClub(clubId);
  const banner = useBanner(clubId, menuId);
  const create = useCreateBanner();
  const uploadUrl = useBannerUploadUrl();
  const noBanner = errorCode(banner.error) === 'banner_not_found';
  const path = { params: { path: { clubId, menuId } } };

  const heading = (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.menus.banner.getHref(clubId, menuId)} size="sm">
        <Trans>Banner</Trans>
      </Anchor>
      <Title order={1}>{mode === 'new' ? <Trans>New banner</Trans> : <Trans>Banner details</Trans>}</Title>
    </Stack>
  );

  if (club.isPending || (banner.isPending && !noBanner)) return <PageLoader />;
  if (club.isError || !club.data) return <LoadError onRetry={() => club.refetch()} />;
  const access = bannerAccess(club.data);
  if (access !== 'allowed')
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <BannerAccessNotice clubId={clubId} access={access} renderUpgradePrompt={renderUpgradePrompt} />
      </Stack>
    );
  if (banner.isError && !noBanner) {
    if (errorCode(banner.error) === 'menu_not_found')
      return (
        <Text>
          <Trans>This menu does not exist any more.</Trans>
        </Text>
      );
    return <LoadError onRetry={() => banner.refetch()} />;
  }
  // the details of a banner that does not exist are those of a new one
  const existing = noBanner ? null : (banner.data ?? null);

  return (
    <Stack gap="lg">
      {heading}
      <BannerForm
        key={existing?.id ?? 'new'}
        banner={existing}
        onSave={async (body) => {
          const { uploadUrl: url } = await create.mutateAsync({ ...path, body });
          await invalidateBanner(queryClient, clubId, menuId);
          return url;
        }}
        getUploadUrl={async () => (await uploadUrl.mutateAsync(path)).uploadUrl}
        putImage={putImage}
        uploadErrorMessage={uploadErrorMessage}
        onDone={() => {
          void invalidateBanner(queryClient, clubId, menuId);
          notify({ variant: 'success', message: t`Banner saved` });
          navigate(paths.menus.banner.getHref(clubId, menuId));
        }}
        renderPreview={renderPreview}
      />
    </Stack>
  );
}
