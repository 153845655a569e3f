// Dish photo upload (issue 49): the time of one upload of a 12-megapixel JPEG, from the PUT of its
// bytes to the answer, through its nine variants (AVIF, WebP and JPEG at 320, 640 and 960 wide),
// its placeholder, the store and the item's row; goal at most 1.5 s. Also the CPU it costs (every
// thread: sharp encodes on libuv's) and the bytes of the variants a phone loads.
// The API is built in this process on the demo (../demo-in-process.ts), requests go through
// Fastify's inject, so the figures are the server's work without the network. The photo is drawn
// (`photoLikeJpeg`: about as hard to compress as a phone's photo of a plate), never downloaded.
// Prints the figures; never fails on speed.
//
// Usage: pnpm --filter @tavola/bench photo-upload [--runs=5]
//   (runs: node --import tsx, from apps/api-server, which owns tsx, sharp and the server's dependencies)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstItemOf, photoLikeJpeg } from '../../apps/api-server/src/modules/uploads/test-support.ts';
import { startDemoInProcess } from '../demo-in-process.ts';
import { figure, writeResults } from '../results-file.mjs';
import { median } from '../stats.mjs';

const GOAL_MS = 1500;
const option = (name: string, fallback: number) => {
  const match = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return match ? Number(match.slice(name.length + 3)) : fallback;
};
const runs = option('runs', 5);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const { app, config, headers, club, close } = await startDemoInProcess('photo');
try {
  // an item of the demo's Smart club (dish photos are a Smart feature)
  const item = await firstItemOf(app.db, club.id);
  const photoUrl = `/api/v1/clubs/${item.clubId}/menu/${item.menuId}/sections/${item.sectionId}/items/${item.itemId}/photo`;

  /** One upload: a new address, then the PUT of the bytes, timed alone (what the owner waits for). */
  const uploadOnce = async (bytes: Buffer) => {
    const address = await app.inject({ method: 'POST', url: photoUrl, headers });
    if (address.statusCode !== 201) throw new Error(`upload address: ${address.statusCode} ${address.body}`);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await app.inject({
      method: 'PUT',
      url: new URL(address.json().uploadUrl).pathname,
      headers: { 'content-type': 'image/jpeg' },
      payload: bytes,
    });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    if (response.statusCode !== 200)
      throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000, photo: response.json().photo };
  };

  const photo = await photoLikeJpeg(4000, 3000);
  console.log(
    `Dish photo upload: a 4000 × 3000 JPEG of ${kb(photo.length)} through the API (embedded PGlite, disk store), ${runs} runs after a warm-up; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const warm = await uploadOnce(photo);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { ms, cpuMs } = await uploadOnce(photo);
    times.push(ms);
    cpuTimes.push(cpuMs);
  }
  const ms = median(times);
  const cpuMs = median(cpuTimes);
  console.log(
    `  upload through all variants: median ${ms.toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms  (goal ≤ ${GOAL_MS} ms: ${ms <= GOAL_MS ? 'met' : 'NOT met'})`,
  );
  console.log(`  CPU time (every thread): median ${cpuMs.toFixed(0)} ms`);
  const storeDir = config.uploads.dir;
  const key = String(warm.photo.url).split('/').at(-1);
  const bytesOf = (width: number, format: string) =>
    fs.statSync(path.join(storeDir, `${key}-${width}.${format}`)).size;
  for (const width of warm.photo.widths as number[]) {
    console.log(
      `  ${String(width).padStart(4)} wide: AVIF ${kb(bytesOf(width, 'avif')).padStart(9)}  WebP ${kb(bytesOf(width, 'webp')).padStart(9)}  JPEG ${kb(bytesOf(width, 'jpg')).padStart(9)}`,
    );
  }
  console.log(`  placeholder: ${warm.photo.placeholder.length} characters`);

  writeResults({
    name: 'photo-upload',
    title: 'Dish photo upload of a 12-megapixel JPEG',
    figures: [
      figure('upload of a 12-megapixel JPEG through its variants (median)', ms, 'ms', `<= ${GOAL_MS} ms`),
      figure('CPU time of that upload, every thread (median)', cpuMs, 'ms'),
      figure('AVIF at 640 wide (what a phone at 2× loads)', bytesOf(640, 'avif') / 1024, 'KB'),
      figure('JPEG at 640 wide (the fallback)', bytesOf(640, 'jpg') / 1024, 'KB'),
      figure('placeholder data URL', warm.photo.placeholder.length, 'characters', '<= 400 characters'),
    ],
    notes: [
      `${runs} runs after a warm-up, through Fastify's inject (no network); load average ${os.loadavg()[0]?.toFixed(1)} at the end`,
    ],
  });
} finally {
  await close();
}
