import { publicItemPhoto } from '@tavola/domain/item-extras';
import { and, eq } from 'drizzle-orm';
import { writeClub } from '#db/club-writes.ts';
import { clubs, menus } from '#db/schema.ts';
import { notFound, unauthenticated, validationFailed } from '#errors.ts';
import { menuNotFound } from '#http/club-path.ts';
import { IMAGE_CONTENT_SECURITY_POLICY } from '#http/security-headers.ts';
import type { Handlers } from '#http/types.ts';
import { contentTypeOfName, IMAGE_NAME, processImage } from './image.ts';
import { IMMUTABLE_CACHE_CONTROL } from './image-store.ts';
import { processPhoto } from './photo.ts';
import { targetRules } from './targets.ts';

const imageNotFound = () => notFound('not_found', 'Image not found');
const uploadTargetNotFound = () =>
  notFound('upload_target_not_found', 'What this image was for no longer exists.');

export const uploadHandlers: Handlers<
  | 'createClubLogoUpload'
  | 'deleteClubLogo'
  | 'createMenuLogoUpload'
  | 'deleteMenuLogo'
  | 'uploadImage'
  | 'getImage'
> = {
  async createClubLogoUpload(request) {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    const uploadUrl = request.server.uploads.createUploadUrl(
      { kind: 'club-logo', clubId: request.params.clubId },
      auth.userId,
    );
    return { status: 201, body: { uploadUrl } };
  },

  async deleteClubLogo(request) {
    // the stored image stays: its name is a content hash that another club may share
    await request.server.db
      .update(clubs)
      .set({ logo: null, updatedAt: request.server.clock.now() })
      .where(eq(clubs.id, request.params.clubId));
    return { status: 204 };
  },

  async createMenuLogoUpload(request) {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    const { clubId, menuId } = request.params;
    const [menu] = await request.server.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.id, menuId), eq(menus.clubId, clubId)));
    if (!menu) throw menuNotFound();
    const uploadUrl = request.server.uploads.createUploadUrl(
      { kind: 'menu-logo', clubId, menuId },
      auth.userId,
    );
    return { status: 201, body: { uploadUrl } };
  },

  async deleteMenuLogo(request) {
    const { clubId, menuId } = request.params;
    const updated = await writeClub(request.server.db, clubId, (tx) =>
      tx
        .update(menus)
        .set({ logo: null, updatedAt: request.server.clock.now() })
        .where(and(eq(menus.id, menuId), eq(menus.clubId, clubId)))
        .returning({ id: menus.id }),
    );
    if (updated.length === 0) throw menuNotFound();
    return { status: 204 };
  },

  async uploadImage(request) {
    const { uploads, db, clock } = request.server;
    const claims = uploads.verifyToken(request.params.uploadToken);
    const rule = targetRules[claims.target.kind];
    const bytes = request.body as unknown;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
      throw validationFailed([{ message: 'The request body is required' }]);
    }
    if (rule.output === 'photo') {
      const { variants, ...photo } = await processPhoto(bytes);
      const stored = uploads.storedPhoto(photo);
      // As for an image: the target first, the variants within its transaction. A refused photo
      // (any error above) or target changes nothing: the item keeps its previous photo.
      await writeClub(db, claims.target.clubId, async (tx) => {
        if (!(await rule.apply(tx, claims, stored, clock.now()))) throw uploadTargetNotFound();
        await Promise.all(
          variants.map((variant) => uploads.store.put(variant.name, variant.data, variant.contentType)),
        );
      });
      request.log.info({ target: claims.target, photo: photo.key }, 'photo uploaded');
      return {
        status: 200,
        body: {
          // the largest JPEG: one address that every browser shows, for clients that want one
          url: `${stored.url}-${photo.width}.jpg`,
          width: photo.width,
          height: photo.height,
          contentType: 'image/jpeg',
          photo: publicItemPhoto(stored),
        },
      };
    }
    const image = await processImage(bytes, { maxSide: rule.maxSide, square: rule.square ?? false });
    const url = uploads.imageUrl(image.name);
    // The target first, the store within its transaction: a refused target stores no file, and a
    // store that fails leaves the target as it was.
    await writeClub(db, claims.target.clubId, async (tx) => {
      if (!(await rule.apply(tx, claims, url, clock.now()))) throw uploadTargetNotFound();
      await uploads.store.put(image.name, image.data, image.contentType);
    });
    request.log.info({ target: claims.target, image: image.name }, 'image uploaded');
    return {
      status: 200,
      body: { url, width: image.width, height: image.height, contentType: image.contentType },
    };
  },

  async getImage(request, reply) {
    const name = request.params.imageName;
    if (!IMAGE_NAME.test(name)) throw imageNotFound();
    const image = await request.server.uploads.store.get(name);
    if (!image) throw imageNotFound();
    // The type is the one the upload re-encoded to, written into the name's extension
    // (IMAGE_NAME: .jpg, .png, .webp or .avif only): never what the store reports, which for S3 is
    // whatever the bucket's metadata says. So nothing but an image type is ever sent, whatever the
    // bytes, and nosniff keeps the browser to it. Its CSP adds `sandbox` to the API's policy.
    // The name is the identity (a photo's variants share its key): it is the entity tag.
    reply
      .header('cache-control', IMMUTABLE_CACHE_CONTROL)
      .header('etag', `"${name}"`)
      .header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY)
      .type(contentTypeOfName(name));
    // the contract types a binary body as a string; Fastify sends the Buffer as is
    return { status: 200, body: image.data as unknown as string };
  },
};
