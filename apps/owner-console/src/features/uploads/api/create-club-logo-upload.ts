import { $api } from '#lib/api.ts';

/** `createClubLogoUpload`: a signed address to PUT the club's new logo to (the uploader shows failures). */
export function useCreateClubLogoUpload() {
  return $api.useMutation('post', '/clubs/{clubId}/logo', { meta: { handlesErrors: true } });
}
