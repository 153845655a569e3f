/**
 * The upload service (`app.uploads`), one for every kind of image (club and menu logos, banners):
 * signed upload addresses, their verification, the public address of a stored image, and the
 * store itself (local disk, or S3 when S3_* is set; plugins/uploads.ts chooses).
 */
import type { StoredItemPhoto } from '@tavola/domain/item-extras';
import { badRequest } from '#errors.ts';
import { API_PREFIX } from '#http/contract.ts';
import type { Clock } from '#lib/clock.ts';
import { IMAGE_NAME } from './image.ts';
import type { ImageStore } from './image-store.ts';
import type { ProcessedPhoto } from './photo.ts';
import {
  signUploadToken,
  UPLOAD_TOKEN_TTL_MS,
  type UploadClaims,
  type UploadTarget,
  verifyUploadToken,
} from './upload-tokens.ts';

export interface UploadService {
  readonly store: ImageStore;
  /** an absolute address to PUT one image for the target to, valid for a few minutes */
  createUploadUrl(target: UploadTarget, userId: number): string;
  /** the claims of an upload token; 400 `invalid_or_expired_link` when tampered with or expired */
  verifyToken(token: string): UploadClaims;
  /** the public absolute address of a stored image */
  imageUrl(name: string): string;
  /**
   * A processed dish photo as `menu_items.photo` keeps it: the contract's `ItemPhoto`, whose `url`
   * is the public address prefix of its variants (`${url}-${width}.${avif|webp|jpg}`), and its key.
   */
  storedPhoto(photo: Omit<ProcessedPhoto, 'variants'>): StoredItemPhoto;
}

const PHOTO_KEY = /^[0-9a-f]{32}$/;

const invalidUploadLink = () =>
  badRequest('invalid_or_expired_link', 'This upload address is invalid or has expired: ask for a new one.');

export interface UploadServiceOptions {
  store: ImageStore;
  /** UPLOAD_SECRET: signs the upload tokens, shared by every API process */
  secret: string;
  /** the API's address as browsers see it (PUBLIC_API_URL) */
  publicApiUrl: string;
  clock: Clock;
}

export function createUploadService({
  store,
  secret,
  publicApiUrl,
  clock,
}: UploadServiceOptions): UploadService {
  return {
    store,
    createUploadUrl(target, userId) {
      const token = signUploadToken(secret, {
        target,
        userId,
        expiresAt: clock.now().getTime() + UPLOAD_TOKEN_TTL_MS,
      });
      return `${publicApiUrl}${API_PREFIX}/uploads/${token}`;
    },
    verifyToken(token) {
      const claims = verifyUploadToken(secret, token, clock.now());
      if (!claims) throw invalidUploadLink();
      return claims;
    },
    imageUrl(name) {
      if (!IMAGE_NAME.test(name)) throw new Error(`not an image name: ${name}`);
      return `${publicApiUrl}${API_PREFIX}/images/${name}`;
    },
    storedPhoto({ key, widths, width, height, placeholder }) {
      if (!PHOTO_KEY.test(key)) throw new Error(`not a photo key: ${key}`);
      return { key, url: `${publicApiUrl}${API_PREFIX}/images/${key}`, widths, width, height, placeholder };
    },
  };
}
