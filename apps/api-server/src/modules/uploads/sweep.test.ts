/**
 * The image store's sweep: a crash's half-written file and an image nothing refers to are removed
 * after their grace period; an image a club, menu, theme, banner or a menu reading's page shows is
 * never removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clubs, menuReadingPages, menuReadings } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { PARTIAL_FILE_GRACE_MS, sweepImageStore, UNUSED_IMAGE_GRACE_MS } from './sweep.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-sweep-'));
const uploadDir = path.join(workDir, 'store');
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const name = (digit: string) => `${digit.repeat(32)}.png`;

function writeFile(file: string, ageMs: number, now: Date) {
  const full = path.join(uploadDir, file);
  fs.writeFileSync(full, 'bytes');
  const time = new Date(now.getTime() - ageMs);
  fs.utimesSync(full, time, time);
}

describe('image store sweep', () => {
  const t = useTestApp({ env: { UPLOAD_DIR: uploadDir, PUBLIC_API_URL: 'https://api.tavola.test' } });

  it('removes leftovers past their grace period and keeps every image in use', async () => {
    fs.mkdirSync(uploadDir, { recursive: true });
    const now = t.clock.now();
    const inUse = name('a');
    await t.app.db
      .update(clubs)
      .set({ logo: `https://api.tavola.test/api/v1/images/${inUse}` })
      .where(eq(clubs.id, t.demo.clubId));
    writeFile(inUse, 2 * UNUSED_IMAGE_GRACE_MS, now);
    // the page of a menu read from a photo, its draft under review
    const page = name('f');
    const [reading] = await t.app.db
      .insert(menuReadings)
      .values({ clubId: t.demo.clubId, language: 'it', status: 'ready' })
      .returning();
    if (!reading) throw new Error('reading not created');
    await t.app.db.insert(menuReadingPages).values({ readingId: reading.id, page: 1, imageName: page });
    writeFile(page, 2 * UNUSED_IMAGE_GRACE_MS, now);
    writeFile(name('b'), 2 * UNUSED_IMAGE_GRACE_MS, now); // replaced long ago: removed
    writeFile(name('c'), UNUSED_IMAGE_GRACE_MS / 2, now); // recent: guests may still show it
    writeFile(`${name('d')}.0a1b2c3d4e5f.partial`, 2 * PARTIAL_FILE_GRACE_MS, now); // a crash's
    writeFile(`${name('e')}.0a1b2c3d4e5f.partial`, PARTIAL_FILE_GRACE_MS / 2, now); // being written
    writeFile('README.txt', 2 * UNUSED_IMAGE_GRACE_MS, now); // not ours: left alone

    const removed = await sweepImageStore(t.app);

    expect(removed.sort()).toEqual([name('b'), `${name('d')}.0a1b2c3d4e5f.partial`]);
    expect(fs.readdirSync(uploadDir).sort()).toEqual(
      [inUse, page, name('c'), `${name('e')}.0a1b2c3d4e5f.partial`, 'README.txt'].sort(),
    );
    // a second sweep finds nothing more
    expect(await sweepImageStore(t.app)).toEqual([]);
  });
});
