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

export function saveCopy<T>(key: string, data: T, now: Date = new Date()): void {
  writeStored(key, JSON.stringify({ savedAt: now.toISOString(), data } satisfies SavedCopy<T>));
}

export function readCopy<T>(key: string): SavedCopy<T> | null {
  const text = readStored(key);
  if (!text) return null;
  try {
    const copy = JSON.parse(text) as SavedCopy<T>;
    return typeof copy.savedAt === 'string' && copy.data ? copy : null;
  } catch {
    return null;
  }
}
