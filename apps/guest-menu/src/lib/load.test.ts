import { describe, expect, it, vi } from 'vitest';
import { guestMenu } from '../test-utils';
import type { HeldPublicMenu, PublicMenu } from './api';
import { sourceLanguageOf } from './language';
import { withFallback } from './load';
import { readCopy, saveCopy } from './saved-copies';
import { nextState } from './use-guest-data';

const KEY = 'tavola.guest.saved.menu.1.2.3.auto';

describe('offline fallback', () => {
  it('saves every fresh read on the device', () => {
    const menu = guestMenu();
    const now = new Date('2026-11-21T21:40:00Z');
    expect(withFallback({ kind: 'ok', data: menu, etag: '"v1"' }, KEY, now)).toMatchObject({
      kind: 'fresh',
      etag: '"v1"',
    });
    expect(readCopy<PublicMenu>(KEY)).toEqual({ savedAt: now.toISOString(), data: menu });
  });

  it('writes the copy in a task after the one that paints, and reads it back before that', async () => {
    const menu = guestMenu();
    const now = new Date('2026-11-21T21:40:00Z');
    withFallback({ kind: 'ok', data: menu, etag: null }, KEY, now);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readCopy<PublicMenu>(KEY)).toEqual({ savedAt: now.toISOString(), data: menu });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      savedAt: now.toISOString(),
      data: menu,
    });
  });

  it('writes a waiting copy at once when the page is hidden (it may not run again)', () => {
    const menu = guestMenu();
    withFallback({ kind: 'ok', data: menu, etag: null }, KEY);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      visibility.mockRestore();
    }
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({ data: menu });
  });

  it('still shows a copy saved before menus carried their source language, which is then unknown', () => {
    const { sourceLanguage: _left, ...older } = guestMenu();
    saveCopy(KEY, older, new Date('2026-11-21T21:40:00Z'));
    const shown = withFallback<HeldPublicMenu>({ kind: 'offline' }, KEY);
    expect(shown).toMatchObject({ kind: 'saved', data: { name: older.name }, offline: true });
    expect(shown.kind === 'saved' && sourceLanguageOf(shown.data)).toBeNull();
    expect(sourceLanguageOf(guestMenu({ sourceLanguage: 'fr' }))).toBe('fr');
  });

  it('shows the saved copy when the network fails or the server is unreachable', () => {
    const menu = guestMenu();
    withFallback({ kind: 'ok', data: menu, etag: null }, KEY, new Date('2026-11-21T21:40:00Z'));
    expect(withFallback<PublicMenu>({ kind: 'offline' }, KEY)).toEqual({
      kind: 'saved',
      data: menu,
      savedAt: '2026-11-21T21:40:00.000Z',
      offline: true,
    });
    expect(withFallback<PublicMenu>({ kind: 'error', status: 503, body: null }, KEY)).toMatchObject({
      kind: 'saved',
      offline: false,
    });
  });

  it('never shows a saved copy for a real answer (404, 409) nor invents one', () => {
    withFallback({ kind: 'ok', data: guestMenu(), etag: null }, KEY);
    expect(
      withFallback<PublicMenu>({ kind: 'error', status: 404, body: { code: 'menu_not_found' } }, KEY),
    ).toMatchObject({
      kind: 'error',
      status: 404,
    });
    expect(withFallback<PublicMenu>({ kind: 'offline' }, 'tavola.guest.saved.menu.9.9.9.auto')).toEqual({
      kind: 'offline',
    });
  });

  it('keeps the state (no render) for an unchanged ETag, and keeps the menu shown when a refresh fails', () => {
    const shown = {
      kind: 'fresh' as const,
      data: guestMenu(),
      etag: '"v1"',
      savedAt: '2026-11-21T21:40:00.000Z',
    };
    expect(nextState(shown, { ...shown, data: guestMenu() })).toBe(shown);
    expect(nextState(shown, { kind: 'offline' })).toEqual({
      kind: 'saved',
      data: shown.data,
      savedAt: shown.savedAt,
      offline: true,
    });
    const changed = { ...shown, etag: '"v2"' };
    expect(nextState(shown, changed)).toBe(changed);
    expect(nextState(shown, { kind: 'error', status: 409, body: null })).toMatchObject({
      kind: 'error',
      status: 409,
    });
  });
});
