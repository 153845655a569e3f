/**
 * Dish photos (issue 49): the console's first check of a chosen photo, and the matching of many
 * photos dropped on a section to its items by file name. The server judges the bytes again (the type
 * sniffed, the pixels read from the header); these only spare the owner a pointless upload.
 */
import { imageMessages, PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_MIME_TYPES, photoMessages } from './image';
import type { Message } from './messages';

/** Photo types an item photo may be (design-49: JPEG, PNG, WebP, AVIF): the server's list. */
export const ITEM_PHOTO_MIME_TYPES = PHOTO_UPLOAD_MIME_TYPES;

/** What a file picker offers for an item photo: the types and their usual extensions. */
export const ITEM_PHOTO_ACCEPT: Record<(typeof ITEM_PHOTO_MIME_TYPES)[number], string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
};

/** Largest photo file accepted, in bytes: 10 MiB, the server's limit. */
export const ITEM_PHOTO_MAX_BYTES = PHOTO_UPLOAD_MAX_BYTES;

/** What the console says about a chosen photo: the server's own texts for the same refusals. */
export const itemPhotoMessages = {
  unsupportedType: photoMessages.unsupportedType,
  heic: imageMessages.heic,
  tooLarge: photoMessages.tooLarge,
} satisfies Record<string, Message>;

const HEIC = /\.(heic|heif)$/i;

/**
 * Null when the chosen file may be sent, otherwise why not. Browsers other than Safari give a HEIC
 * file no type (or `image/heic`), so its name tells it apart from any other unsupported file: its
 * owner needs to hear how to get a JPG, not just "unsupported". 'image/jpg' is not a registered
 * type, but some systems label JPEG files with it.
 */
export function validateItemPhotoFile(file: { name: string; type: string; size: number }): Message | null {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif' || HEIC.test(file.name)) return itemPhotoMessages.heic;
  if (type !== 'image/jpg' && !(ITEM_PHOTO_MIME_TYPES as readonly string[]).includes(type)) {
    return itemPhotoMessages.unsupportedType;
  }
  if (file.size > ITEM_PHOTO_MAX_BYTES) return itemPhotoMessages.tooLarge;
  return null;
}

/** Longest side of a cropped photo sent by the console: the largest variant is 960 px wide. */
export const ITEM_PHOTO_CROP_MAX_SIDE = 2000;

/** The frames the crop step offers: 4:3 (the default, a dish seen from the table) or square. */
export const ITEM_PHOTO_ASPECTS = { landscape: 4 / 3, square: 1 } as const;
export type ItemPhotoAspect = keyof typeof ITEM_PHOTO_ASPECTS;

/**
 * The words of a name or file name, as matching sees them: lower case, accents dropped (NFKD, then
 * the combining marks removed), and every run of characters other than letters and digits a
 * separator, so `Bruschetta_al-Pomodoro` and `bruschetta al pomodoro` are the same words.
 */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A file name without its extension (`.jpg`, `.jpeg`, …) and without a folder some browsers keep. */
function baseName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * Words a camera, a phone or a copy adds at the end of a file name and no dish is named with:
 * `pizza-margherita-2`, `pizza margherita (1)`, `pizza margherita copy`, `… copia`, `… final`.
 */
const COPY_WORDS = new Set(['copy', 'copia', 'final', 'finale', 'edit', 'edited', 'small', 'web']);

function withoutCopyMarks(words: string[]): string[] {
  const kept = [...words];
  while (kept.length > 1) {
    const last = kept[kept.length - 1] ?? '';
    if (/^\d{1,3}$/.test(last) || COPY_WORDS.has(last)) kept.pop();
    else break;
  }
  return kept;
}

/** How sure a match is: the same words, or the file's words the start of the item's name (unique). */
export type PhotoMatchKind = 'exact' | 'partial';

export interface PhotoMatch {
  /** the file's name, as given */
  fileName: string;
  /** the matched item, or null when no item matches (or its item was taken by a better match) */
  itemId: number | null;
  kind: PhotoMatchKind | null;
}

interface Candidate {
  file: number;
  item: number;
  /** lower is better */
  rank: number;
}

const joined = (words: string[]) => words.join('');

/**
 * Matches photo files to a section's items by file name, for the owner to review before anything is
 * saved. A file matches an item when, case, accents and separators aside, its name is the item's
 * name (`bruschetta-al-pomodoro.jpg` → "Bruschetta al pomodoro", `SpaghettiAllAmatriciana.jpg` →
 * "Spaghetti all’amatriciana"), also after a copy mark such as `-2` or `(1)` is dropped; failing
 * that, when its words begin exactly one item's name (`tiramisu.jpg` → "Tiramisù della casa").
 * Each item gets at most one photo: the surest match first, then the earlier file; a file left
 * without an item is null (the owner picks one or skips it).
 */
export function matchPhotosToItems(
  fileNames: readonly string[],
  items: readonly { id: number; name: string }[],
): PhotoMatch[] {
  const itemWords = items.map((item) => nameWords(item.name));
  const candidates: Candidate[] = [];
  fileNames.forEach((fileName, file) => {
    const words = nameWords(baseName(fileName));
    const trimmed = withoutCopyMarks(words);
    if (words.length === 0) return;
    const exact = (target: string[]) =>
      itemWords.flatMap((item, index) =>
        joined(item) !== '' && joined(item) === joined(target) ? [index] : [],
      );
    const sameWords = exact(words);
    if (sameWords.length > 0) {
      for (const item of sameWords) candidates.push({ file, item, rank: 0 });
      return;
    }
    const sameWithoutCopyMark = trimmed.length < words.length ? exact(trimmed) : [];
    if (sameWithoutCopyMark.length > 0) {
      for (const item of sameWithoutCopyMark) candidates.push({ file, item, rank: 1 });
      return;
    }
    // the file's words begin the item's name, word by word; only when one item alone fits
    const beginning = itemWords.flatMap((item, index) =>
      trimmed.length < item.length && trimmed.every((word, at) => item[at] === word) ? [index] : [],
    );
    if (beginning.length === 1 && beginning[0] !== undefined)
      candidates.push({ file, item: beginning[0], rank: 2 });
  });

  candidates.sort((a, b) => a.rank - b.rank || a.file - b.file || a.item - b.item);
  const itemOfFile = new Map<number, Candidate>();
  const taken = new Set<number>();
  for (const candidate of candidates) {
    if (itemOfFile.has(candidate.file) || taken.has(candidate.item)) continue;
    itemOfFile.set(candidate.file, candidate);
    taken.add(candidate.item);
  }
  return fileNames.map((fileName, file) => {
    const match = itemOfFile.get(file);
    const item = match ? items[match.item] : undefined;
    return {
      fileName,
      itemId: item ? item.id : null,
      kind: match ? (match.rank < 2 ? 'exact' : 'partial') : null,
    };
  });
}
