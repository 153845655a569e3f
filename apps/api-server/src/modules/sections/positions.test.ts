import { describe, expect, it } from 'vitest';
import { isHttpError } from '#errors.ts';
import { placeFor, reorder } from './positions.ts';

const what = {
  noun: 'Section',
  container: 'menu',
  notFoundCode: 'section_not_found',
  notFoundMessage: 'Section not found',
};

function thrown(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isHttpError(error)) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('placeFor', () => {
  it('puts a new row at a position, at the end when absent or too far', () => {
    expect(placeFor(3, 0)).toBe(0);
    expect(placeFor(3)).toBe(3);
    expect(placeFor(3, 40)).toBe(3);
    expect(placeFor(3, 2147483647)).toBe(3);
    expect(placeFor(0, 5)).toBe(0);
  });
});

describe('reorder', () => {
  it('takes a full list as the new order', () => {
    expect(
      reorder(
        [1, 2, 3],
        [
          { id: 3, position: 0 },
          { id: 1, position: 1 },
          { id: 2, position: 2 },
        ],
        what,
      ),
    ).toEqual([3, 1, 2]);
  });

  it('keeps unlisted entries in order, after a listed one asking for their place', () => {
    expect(reorder([1, 2, 3, 4], [{ id: 4, position: 1 }], what)).toEqual([1, 4, 2, 3]);
    expect(reorder([1, 2, 3, 4], [{ id: 1, position: 3 }], what)).toEqual([2, 3, 4, 1]);
  });

  it('refuses an id listed twice, naming the entry', () => {
    const error = thrown(() =>
      reorder(
        [1, 2],
        [
          { id: 1, position: 0 },
          { id: 1, position: 1 },
        ],
        what,
      ),
    );
    expect(error.statusCode).toBe(400);
    expect(error.details).toEqual([{ field: '1.id', message: 'Section 1 is listed more than once' }]);
  });

  it('refuses a position asked twice', () => {
    const error = thrown(() =>
      reorder(
        [1, 2],
        [
          { id: 1, position: 0 },
          { id: 2, position: 0 },
        ],
        what,
      ),
    );
    expect(error.statusCode).toBe(400);
    expect(error.details?.[0]?.field).toBe('1.position');
  });

  it('refuses an id that is not there with 404 naming the entry and the id', () => {
    const error = thrown(() =>
      reorder(
        [1, 2],
        [
          { id: 2, position: 0 },
          { id: 77, position: 1 },
        ],
        what,
      ),
    );
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('section_not_found');
    expect(error.details).toEqual([{ field: '1.id', message: 'Section 77 is not in this menu' }]);
  });
});
