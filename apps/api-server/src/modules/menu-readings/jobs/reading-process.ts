/**
 * A reading's own process (reading-queue.ts forks it): it is told one job, reads the files, says
 * how far it got page by page, answers the draft or why it failed, and exits. Whatever a hostile
 * file does to it (memory, time, a crash) stays in this process.
 */

import { readMenuFiles } from '../read-files.ts';
import { MenuReadError } from '../reading/read-error.ts';
import type { ReadingJobInput, ReadingMemory, ReadingProgress } from './messages.ts';

function send(progress: ReadingProgress): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(progress, undefined, {}, () => resolve());
  });
}

process.once('message', async (input: ReadingJobInput) => {
  // before anything is read: the readers (pdf.js, sharp, OCR) are loaded on first use
  const idleRssBytes = process.memoryUsage.rss();
  /** the peak so far, which by the answer is the reading's: maxRSS is in KiB (getrusage) */
  const memory = (): ReadingMemory => ({ idleRssBytes, peakRssBytes: process.resourceUsage().maxRSS * 1024 });
  try {
    const draft = await readMenuFiles(input, {
      pageCount: (count) => send({ type: 'pageCount', count }),
      page: (page) => send({ type: 'page', ...page }),
    });
    await send({ type: 'done', draft, memory: memory() });
  } catch (error) {
    if (error instanceof MenuReadError)
      await send({ type: 'failed', code: error.code, message: error.message, memory: memory() });
    else {
      console.error('menu reading: unexpected failure', error);
      await send({
        type: 'failed',
        code: 'too_complex',
        message:
          'This file could not be read: it may be damaged or too complex. Try photos of the menu instead.',
        memory: memory(),
      });
    }
  }
  // the OCR's worker threads and anything else still open end with the process
  process.exit(0);
});
