import { describe, expect, it } from 'vitest';
import {
  ITEM_PHOTO_MAX_BYTES,
  itemPhotoMessages,
  matchPhotosToItems,
  nameWords,
  validateItemPhotoFile,
} from './item-photo';

describe('validateItemPhotoFile', () => {
  it('accepts JPG, PNG, WebP and AVIF photos up to 10 MiB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/avif', 'IMAGE/JPEG']) {
      expect(validateItemPhotoFile({ name: 'dish.x', type, size: ITEM_PHOTO_MAX_BYTES }), type).toBeNull();
    }
    expect(ITEM_PHOTO_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('refuses a file over 10 MiB', () => {
    expect(
      validateItemPhotoFile({ name: 'dish.jpg', type: 'image/jpeg', size: ITEM_PHOTO_MAX_BYTES + 1 }),
    ).toBe(itemPhotoMessages.tooLarge);
  });

  it('refuses other types', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '']) {
      expect(validateItemPhotoFile({ name: 'dish.bin', type, size: 10 }), type).toBe(
        itemPhotoMessages.unsupportedType,
      );
    }
  });

  it('tells an iPhone’s HEIC photo apart, by its type or (without a type) its name, and says how to send a JPG', () => {
    expect(validateItemPhotoFile({ name: 'IMG_0042.HEIC', type: '', size: 10 })).toBe(itemPhotoMessages.heic);
    expect(validateItemPhotoFile({ name: 'photo.heif', type: '', size: 10 })).toBe(itemPhotoMessages.heic);
    expect(validateItemPhotoFile({ name: 'dish', type: 'image/heic', size: 10 })).toBe(
      itemPhotoMessages.heic,
    );
    expect(validateItemPhotoFile({ name: 'dish', type: 'image/heif', size: 10 })).toBe(
      itemPhotoMessages.heic,
    );
    // even a large one: the type is what the owner must change first
    expect(validateItemPhotoFile({ name: 'big.heic', type: '', size: ITEM_PHOTO_MAX_BYTES * 2 })).toBe(
      itemPhotoMessages.heic,
    );
    expect(itemPhotoMessages.heic.message).toContain('JPG');
  });

  it('has texts the catalogs can carry (no ICU syntax characters, no straight apostrophe)', () => {
    for (const message of Object.values(itemPhotoMessages)) expect(message.message).not.toMatch(/[{}#']/);
  });
});

describe('nameWords', () => {
  it('drops case, accents and separators', () => {
    expect(nameWords('Tiramisù')).toEqual(['tiramisu']);
    expect(nameWords('Crème  Brûlée')).toEqual(['creme', 'brulee']);
    expect(nameWords('spaghetti_all’amatriciana')).toEqual(['spaghetti', 'all', 'amatriciana']);
    expect(nameWords('Caffè--Corretto..')).toEqual(['caffe', 'corretto']);
    expect(nameWords('  ')).toEqual([]);
  });
});

const ITEMS = [
  { id: 1, name: 'Bruschetta al pomodoro' },
  { id: 2, name: 'Tiramisù della casa' },
  { id: 3, name: 'Spaghetti all’amatriciana' },
  { id: 4, name: 'Crème brûlée' },
  { id: 5, name: 'Pizza Margherita' },
  { id: 6, name: 'Pizza Marinara' },
  { id: 7, name: 'Caffè' },
  { id: 8, name: 'Caffè corretto' },
  { id: 9, name: 'Gnocchi 4 formaggi' },
  { id: 10, name: 'Fish & chips' },
  { id: 11, name: 'Würstel' },
  { id: 12, name: 'Ñoquis' },
];

/** The item each file name goes to, by name (null: none). */
function matched(fileNames: string[], items = ITEMS): (string | null)[] {
  return matchPhotosToItems(fileNames, items).map(
    (match) => items.find((item) => item.id === match.itemId)?.name ?? null,
  );
}

describe('matchPhotosToItems', () => {
  it.each([
    ['bruschetta-al-pomodoro.jpg', 'Bruschetta al pomodoro'],
    ['Bruschetta al Pomodoro.JPG', 'Bruschetta al pomodoro'],
    ['BRUSCHETTA_AL_POMODORO.jpeg', 'Bruschetta al pomodoro'],
    ['bruschetta.al.pomodoro.webp', 'Bruschetta al pomodoro'],
    ['BruschettaAlPomodoro.png', 'Bruschetta al pomodoro'],
    ['tiramisu-della-casa.avif', 'Tiramisù della casa'],
    ['Tiramisù della casa.jpg', 'Tiramisù della casa'],
    ['spaghetti-all-amatriciana.jpg', 'Spaghetti all’amatriciana'],
    ["spaghetti all'amatriciana.jpg", 'Spaghetti all’amatriciana'],
    ['spaghetti_allamatriciana.jpg', 'Spaghetti all’amatriciana'],
    ['creme-brulee.jpg', 'Crème brûlée'],
    ['CRÈME BRÛLÉE.png', 'Crème brûlée'],
    ['pizza-margherita.jpg', 'Pizza Margherita'],
    ['pizza marinara.jpg', 'Pizza Marinara'],
    ['caffe.jpg', 'Caffè'],
    ['caffe-corretto.jpg', 'Caffè corretto'],
    ['gnocchi-4-formaggi.jpg', 'Gnocchi 4 formaggi'],
    ['fish-and-chips.jpg', null],
    ['fish-chips.jpg', 'Fish & chips'],
    ['wurstel.jpg', 'Würstel'],
    ['noquis.jpg', 'Ñoquis'],
    ['photos/menu/pizza-margherita.jpg', 'Pizza Margherita'],
    ['C:\\Users\\chef\\pizza-margherita.jpg', 'Pizza Margherita'],
  ])('matches %s to %s', (fileName, item) => {
    expect(matched([fileName])).toEqual([item]);
  });

  it('drops a copy mark at the end of the name', () => {
    expect(matched(['pizza-margherita-2.jpg'])).toEqual(['Pizza Margherita']);
    expect(matched(['pizza margherita (1).jpg'])).toEqual(['Pizza Margherita']);
    expect(matched(['pizza margherita copy.jpg'])).toEqual(['Pizza Margherita']);
    expect(matched(['pizza margherita copia 2.jpg'])).toEqual(['Pizza Margherita']);
    // a number that is part of the name stays: "Gnocchi 4 formaggi" is not "Gnocchi"
    expect(matched(['gnocchi-4.jpg'])).toEqual(['Gnocchi 4 formaggi']);
  });

  it('takes the first words of a name when they fit one item only', () => {
    expect(matched(['tiramisu.jpg'])).toEqual(['Tiramisù della casa']);
    expect(matched(['bruschetta.jpg'])).toEqual(['Bruschetta al pomodoro']);
    // "pizza" begins two items: no guess
    expect(matched(['pizza.jpg'])).toEqual([null]);
    // "caffe" is an item of its own, even though it also begins "Caffè corretto"
    expect(matched(['caffe.jpg'])).toEqual(['Caffè']);
  });

  it('leaves files that match nothing without an item', () => {
    expect(matched(['IMG_2041.jpg', 'DSC00012.JPG', 'lasagne.jpg', '.jpg', '---.png'])).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    // a word in the middle of a name is not a beginning
    expect(matched(['pomodoro.jpg'])).toEqual([null]);
  });

  it('gives an item one photo: the surest match, then the earlier file', () => {
    const matches = matched(['pizza-margherita-2.jpg', 'pizza-margherita.jpg', 'Pizza Margherita (1).png']);
    expect(matches).toEqual([null, 'Pizza Margherita', null]);
    expect(matched(['tiramisu.jpg', 'tiramisu-della-casa.jpg'])).toEqual([null, 'Tiramisù della casa']);
    expect(matched(['caffe.jpg', 'Caffè.png'])).toEqual(['Caffè', null]);
  });

  it('shares out items of the same name among their photos', () => {
    const items = [
      { id: 1, name: 'Pizza' },
      { id: 2, name: 'Pizza' },
    ];
    expect(matchPhotosToItems(['pizza.jpg', 'pizza-2.jpg'], items).map((match) => match.itemId)).toEqual([
      1, 2,
    ]);
  });

  it('says how sure each match is', () => {
    expect(
      matchPhotosToItems(
        ['pizza-margherita.jpg', 'pizza-marinara-3.jpg', 'tiramisu.jpg', 'x.jpg'],
        ITEMS,
      ).map((match) => match.kind),
    ).toEqual(['exact', 'exact', 'partial', null]);
  });

  it('keeps the files in the order given, with their names', () => {
    const matches = matchPhotosToItems(['b.jpg', 'caffe.jpg', 'a.jpg'], ITEMS);
    expect(matches.map((match) => match.fileName)).toEqual(['b.jpg', 'caffe.jpg', 'a.jpg']);
    expect(matches.map((match) => match.itemId)).toEqual([null, 7, null]);
  });

  it('matches nothing in a section without items, and nothing for no files', () => {
    expect(matched(['pizza.jpg'], [])).toEqual([null]);
    expect(matchPhotosToItems([], ITEMS)).toEqual([]);
  });

  it('never matches an item whose name has no letters or digits', () => {
    expect(matched(['---.jpg', 'x.jpg'], [{ id: 1, name: '—' }])).toEqual([null, null]);
  });
});
