// The last copy of each page read on this device, for when the network fails (with the service
// worker keeping the app itself). One entry per (club, table, menu, language asked for).
import { readStored, writeStored } from './storage';

export interface SavedCopy<T> {
  savedAt: string;
  data: T;
}

const PREFIX = 'tavola.guest.saved.';

export function menuCopyKey(clubId: number, tableId: number, menuId: number, choice: string | null): string {
  return `${PREFIX}menu.${clubId}.${tableId}.${menuId}.${choice ?? 'auto'}`;
}

export function tableCopyKey(clubId: number, tableId: number): string {
  return `${PREFIX}table.${clubId}.${tableId}`;
}

/**
 * Copies waiting to be written, by key. A fresh menu is saved in a task of its own, after the one
 * that paints it: turning a menu into text and writing it to localStorage (synchronous) took 8-9 ms
 * of the first paint's task in Chromium on a fast machine, four times that on a phone, before the
 * menu's first screen could be drawn (docs/decisions/024). Reads see them at once.
 */
const waiting = new Map<string, SavedCopy<unknown>>();

/** Writes the copies still waiting (also when the page is hidden, which may be its last moment). */
export function writeWaitingCopies(): void {
  for (const [key, copy] of waiting) writeStored(key, JSON.stringify(copy));
  waiting.clear();
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writeWaitingCopies();
  });
}

export function saveCopy<T>(key: string, data: T, now: Date = new Date()): void {
  // copies already waiting have their write scheduled; the first one schedules it
  const scheduled = waiting.size > 0;
  waiting.set(key, { savedAt: now.toISOString(), data } satisfies SavedCopy<T>);
  if (!scheduled) setTimeout(writeWaitingCopies, 0);
}

export function readCopy<T>(key: string): SavedCopy<T> | null {
  const pending = waiting.get(key);
  if (pending) return pending as SavedCopy<T>;
  const text = readStored(key);
  if (!text) return null;
  try {
    const copy = JSON.parse(text) as SavedCopy<T>;
    return typeof copy.savedAt === 'string' && copy.data ? copy : null;
  } catch {
    return null;
  }
}
