// A menu read from a photo, made through the API for the journeys that need a draft to check (the
// axe pass, the keyboard journey): menu-from-photo.spec.ts makes one on screen.
import { expect } from '@playwright/test';
import { smallMenuPhoto } from '@tavola/api-server/test/menu-photo';
import { call } from './api';
import { apiUrl } from './stack';

/** OCR runs in the server's own low-priority process, beside the other stack on two cores. */
export const READING_MS = 240_000;

/** A JPEG of a small Italian menu held askew (the server straightens it), as a phone takes it. */
export const menuPhoto = (): Promise<Buffer> => smallMenuPhoto({ rotateDegrees: 3 });

/**
 * Sends the menu photo to the club's readings as the console's import dialog does (multipart) and
 * waits until it is read; the reading's id, ready for review.
 */
export async function readMenuPhoto(token: string, clubId: number): Promise<number> {
  const form = new FormData();
  form.append('language', 'it');
  form.append('files', new Blob([new Uint8Array(await menuPhoto())], { type: 'image/jpeg' }), 'IMG_2041.jpg');
  const started = await fetch(`${apiUrl}/api/v1/clubs/${clubId}/menu-readings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await started.json()) as { id: number };
  expect(started.status, JSON.stringify(body)).toBe(202);
  await expect
    .poll(
      async () =>
        (await call<{ status: string }>(token, 'GET', `/clubs/${clubId}/menu-readings/${body.id}`)).body
          .status,
      { timeout: READING_MS, intervals: [1000] },
    )
    .toBe('ready');
  return body.id;
}

/** Discards a reading (its draft and page images); nothing else is touched. */
export async function discardReading(token: string, clubId: number, readingId: number): Promise<void> {
  const discarded = await call(token, 'DELETE', `/clubs/${clubId}/menu-readings/${readingId}`);
  expect(discarded.status, JSON.stringify(discarded.body)).toBe(204);
}
