import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUpload } from '#components/image-upload.tsx';
import { useCreateClubLogoUpload } from '../api/create-club-logo-upload';
import { useDeleteClubLogo } from '../api/delete-club-logo';
import { invalidateClub } from '../api/invalidate-club';

export interface ClubLogoUploaderProps {
  clubId: number;
  /** the club's current logo address */
  logo: string | null;
  /** the club's name: initials when there is no logo, and the accessible name */
  name: string;
  size?: number;
}

/** The club logo on the board: shows it, replaces it with an uploaded JPG or PNG, removes it. */
export function ClubLogoUploader({ clubId, logo, name, size = 88 }: ClubLogoUploaderProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const createUpload = useCreateClubLogoUpload();
  const removeLogo = useDeleteClubLogo(clubId);

  return (
    <ImageUpload
      value={logo}
      label={t`Logo of ${name}`}
      size={size}
      createUploadUrl={async () => {
        const { uploadUrl } = await createUpload.mutateAsync({ params: { path: { clubId } } });
        return uploadUrl;
      }}
      onUploaded={async () => {
        await invalidateClub(queryClient, clubId);
      }}
      onRemove={async () => {
        await removeLogo.mutateAsync({ params: { path: { clubId } } });
      }}
      placeholder={
        <Text fw={700} size="xl" c="tavola">
          {name.slice(0, 2).toUpperCase()}
        </Text>
      }
    />
  );
}
