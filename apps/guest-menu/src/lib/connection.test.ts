import { afterEach, describe, expect, it } from 'vitest';
import { forgetConnection, prefersSmallPhotos } from './connection';

afterEach(forgetConnection);

describe('prefersSmallPhotos', () => {
  it('asks for small photos on Save-Data and on slow-2g, 2g and 3g, not on 4g or an unknown connection', () => {
    const cases: [Parameters<typeof prefersSmallPhotos>[0], boolean][] = [
      [{ saveData: true, effectiveType: '4g' }, true],
      [{ effectiveType: 'slow-2g' }, true],
      [{ effectiveType: '2g' }, true],
      [{ effectiveType: '3g' }, true],
      [{ effectiveType: '4g' }, false],
      [{}, false],
      [undefined, false],
    ];
    for (const [connection, expected] of cases) {
      forgetConnection();
      expect(prefersSmallPhotos(connection), JSON.stringify(connection)).toBe(expected);
    }
  });

  it('keeps its first reading for the page: the painted photos and the app agree', () => {
    expect(prefersSmallPhotos({ saveData: true })).toBe(true);
    expect(prefersSmallPhotos({ effectiveType: '4g' })).toBe(true);
  });
});
