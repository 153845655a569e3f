// Dish photo upload (issue 49): the time to make a 12-megapixel JPEG into its nine variants (AVIF,
// WebP and JPEG at 320, 640 and 960 wide) and its placeholder, with the server's own code
// (apps/api-server/src/modules/uploads/photo.ts), goal at most 1.5 s; and the bytes of the
// variants, which the guest page's first screen pays for. The photo is drawn, never downloaded
// (`photoLikeJpeg`: about as hard to compress as a phone's photo of a plate).
// Prints the figures; never fails on speed.
//
// Usage: pnpm --filter @tavola/bench photo-upload [--runs=5]
//   (runs: node --import tsx, from apps/api-server, which owns tsx and sharp)
import os from 'node:os';
import { processPhoto } from '../../apps/api-server/src/modules/uploads/photo.ts';
import { photoLikeJpeg } from '../../apps/api-server/src/modules/uploads/test-support.ts';
import { figure, writeResults } from '../results-file.mjs';
import { median } from '../stats.mjs';

const GOAL_MS = 1500;
const option = (name: string, fallback: number) => {
  const match = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return match ? Number(match.slice(name.length + 3)) : fallback;
};
const runs = option('runs', 5);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const photo = await photoLikeJpeg(4000, 3000);
console.log(
  `Dish photo variants: a 4000 × 3000 JPEG of ${kb(photo.length)}, ${runs} runs after a warm-up; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
);
const warm = await processPhoto(photo);
const times: number[] = [];
const cpuTimes: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await processPhoto(photo);
  times.push(performance.now() - started);
  // every thread of the process (sharp encodes on libuv's): what the work costs, whatever else runs
  const cpu = process.cpuUsage(cpuBefore);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
}
const ms = median(times);
const cpuMs = median(cpuTimes);
console.log(
  `  all variants and the placeholder: median ${ms.toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms  (goal ≤ ${GOAL_MS} ms: ${ms <= GOAL_MS ? 'met' : 'NOT met'})`,
);
const bytesOf = (format: string, width: number) =>
  warm.variants.find((variant) => variant.format === format && variant.width === width)?.data.length ?? 0;
for (const width of warm.widths) {
  console.log(
    `  ${String(width).padStart(4)} wide: AVIF ${kb(bytesOf('avif', width)).padStart(9)}  WebP ${kb(bytesOf('webp', width)).padStart(9)}  JPEG ${kb(bytesOf('jpg', width)).padStart(9)}`,
  );
}
console.log(`  CPU time (every thread): median ${cpuMs.toFixed(0)} ms`);
console.log(`  placeholder: ${warm.placeholder.length} characters`);

writeResults({
  name: 'photo-upload',
  title: 'Dish photo variants of a 12-megapixel JPEG',
  figures: [
    figure('a 12-megapixel JPEG through all its variants (median)', ms, 'ms', `<= ${GOAL_MS} ms`),
    figure('CPU time of that, every thread (median)', cpuMs, 'ms'),
    figure('AVIF at 640 wide (what a phone at 2× loads)', bytesOf('avif', 640) / 1024, 'KB'),
    figure('JPEG at 640 wide (the fallback)', bytesOf('jpg', 640) / 1024, 'KB'),
    figure('placeholder data URL', warm.placeholder.length, 'characters', '<= 400 characters'),
  ],
  notes: [
    `${runs} runs after a warm-up, in one process (the server's processing without HTTP); load average ${os.loadavg()[0]?.toFixed(1)} at the end`,
  ],
});
