import { ApiError } from '@tavola/api/errors';
import type { components } from '@tavola/api/schema';
import { imageMessages } from '@tavola/domain/image';
import type { Message } from '@tavola/domain/messages';

export type UploadedImage = components['schemas']['UploadedImage'];

/**
 * `uploadImage`: PUTs the file's bytes to a signed upload address. A plain fetch rather than the
 * API client: the address is absolute (it may be another origin than the console's API base) and
 * carries its own credential, so no bearer, retry or session handling applies.
 */
export async function putImage(uploadUrl: string, file: Blob): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch(uploadUrl, {
      method: 'PUT',
      // the bytes themselves (at most 5 MB): every fetch implementation sends an ArrayBuffer as is
      body: await file.arrayBuffer(),
      headers: { 'content-type': file.type || 'application/octet-stream' },
    });
  } catch (cause) {
    throw new ApiError({ kind: 'network', status: 0, statusText: 'Network error', cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError({ status: response.status, statusText: response.statusText, body, response });
  }
  return body as UploadedImage;
}

/** What to tell the owner when getting an upload address or uploading failed. */
export function uploadErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && error.kind === 'http') {
    if (error.status === 415 || error.code === 'unsupported_image_type') return imageMessages.unsupportedType;
    if (error.status === 413) return imageMessages.tooLarge;
    if (error.code === 'image_too_many_pixels') return imageMessages.tooManyPixels;
    if (error.code === 'image_unreadable') return imageMessages.unreadable;
    if (error.code === 'invalid_or_expired_link') return imageMessages.linkExpired;
  }
  // the network, a time-out, a server failure: the spec's "upload again"
  return imageMessages.uploadFailed;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * `uploadImage` like {@link putImage}, reporting the share of the bytes sent (0 to 1) as it goes: an
 * XMLHttpRequest, since fetch has no upload progress. Failures reject as {@link ApiError} (status 0
 * for the network), so {@link uploadErrorMessage} and the callers' error codes work the same.
 */
export function putImageWithProgress<T = UploadedImage>(
  uploadUrl: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadUrl);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      reject(new ApiError({ status: xhr.status, statusText: xhr.statusText, body }));
    });
    const networkError = () =>
      reject(new ApiError({ kind: 'network', status: 0, statusText: 'Network error' }));
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('abort', networkError);
    xhr.send(file);
  });
}
