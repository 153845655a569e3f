import { DEFAULT_TIMEOUT_MS } from '@tavola/api/client';
import { ApiError } from '@tavola/api/errors';
import { getToken } from '@tavola/api/session';
import { apiBaseUrl } from '#lib/api.ts';

export interface UploadWithProgressOptions {
  /** the operation's path under the API base, e.g. `/clubs/1/menu/excel` */
  path: string;
  form: FormData;
  /** share of the request body sent so far, 0 to 1 */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text; // not JSON (e.g. a proxy's HTML page): keep the text, like the API client does
  }
}

/**
 * POSTs a multipart form to the API and reports the upload's progress. XMLHttpRequest rather than
 * the API client: fetch has no upload progress. It behaves like the client otherwise: the bearer
 * header of the session, the same time-out, and failures rejected as {@link ApiError} (status 0 for
 * the network and the time-out) so that the global 401 handling and the error codes work as usual.
 */
export function uploadWithProgress<T>({
  path,
  form,
  onProgress,
  signal,
}: UploadWithProgressOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl}${path}`);
    xhr.timeout = DEFAULT_TIMEOUT_MS;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      reject(new ApiError({ status: xhr.status, statusText: xhr.statusText, body }));
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError({ kind: 'network', status: 0, statusText: 'Network error' })),
    );
    xhr.addEventListener('timeout', () =>
      reject(new ApiError({ kind: 'timeout', status: 0, statusText: 'Request timed out' })),
    );
    xhr.addEventListener('abort', () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    if (signal) {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
