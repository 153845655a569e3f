/**
 * A reading's own process (reading-queue.ts forks it): it is told one job, reads the files, says
 * how far it got page by page, answers the draft or why it failed, and exits. Whatever a hostile
 * file does to it (memory, time, a crash) stays in this process.
 */

import { readMenuFiles } from '../read-files.ts';
import { MenuReadError } from '../reading/read-error.ts';
import type { ReadingJobInput, ReadingProgress } from './messages.ts';

function send(progress: ReadingProgress): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(progress, undefined, {}, () => resolve());
  });
}

process.once('message', async (input: ReadingJobInput) => {
  try {
    const draft = await readMenuFiles(input, {
      pageCount: (count) => send({ type: 'pageCount', count }),
      page: (page) => send({ type: 'page', ...page }),
    });
    await send({ type: 'done', draft });
  } catch (error) {
    if (error instanceof MenuReadError)
      await send({ type: 'failed', code: error.code, message: error.message });
    else {
      console.error('menu reading: unexpected failure', error);
      await send({
        type: 'failed',
        code: 'too_complex',
        message:
          'This file could not be read: it may be damaged or too complex. Try photos of the menu instead.',
      });
    }
  }
  // the OCR's worker threads and anything else still open end with the process
  process.exit(0);
});
