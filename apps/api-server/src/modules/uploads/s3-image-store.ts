/**
 * The S3-compatible image store (AWS SDK v3), used when S3_BUCKET is set. The SDK is imported
 * dynamically, here and not in a static import, so that neither a start without S3 nor the bundled
 * build (where esbuild would hoist a static import) pays for loading it.
 */
import type { S3Config } from '#config.ts';
import { IMMUTABLE_CACHE_CONTROL, type ImageStore, type StoredObject } from './image-store.ts';

type Sdk = typeof import('@aws-sdk/client-s3');

export async function createS3ImageStore(config: S3Config): Promise<ImageStore> {
  const sdk: Sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // many S3-compatible stores do not know the SDK's newer default checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  const key = (name: string) => `${config.prefix}${name}`;
  const isMissing = (error: unknown) => error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound;

  return {
    kind: 's3',
    async put(name, data, contentType) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: data,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(name): Promise<StoredObject | null> {
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key(name) }));
        if (!object.Body) return null;
        const data = Buffer.from(await object.Body.transformToByteArray());
        return { data, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async close() {
      client.destroy();
    },
  };
}
