import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '@tavola/i18n/languages';
import { describe, expect, it } from 'vitest';
import { canHydrate, type Visit } from './prerendered-page';

const firstVisit: Visit = {
  drawnFor: '/login',
  pathname: '/login',
  search: '',
  historyState: null,
  locale: 'en',
};

describe('canHydrate', () => {
  it('hydrates the page drawn for this very path, in English, with nothing more to show', () => {
    expect(canHydrate(firstVisit)).toBe(true);
    // react-router's own entry of a page loaded afresh
    expect(canHydrate({ ...firstVisit, historyState: { usr: null, key: 'default', idx: 0 } })).toBe(true);
  });

  it('draws afresh where the drawn page would differ from the app', () => {
    expect(canHydrate({ ...firstVisit, drawnFor: undefined })).toBe(false);
    expect(canHydrate({ ...firstVisit, pathname: '/signup' })).toBe(false);
    // an activation link or a reset token shows more than the drawn page
    expect(canHydrate({ ...firstVisit, search: '?activate=abc' })).toBe(false);
    // a notice carried to the sign-in page, kept by a reload
    expect(canHydrate({ ...firstVisit, historyState: { usr: { notice: 'password-reset' } } })).toBe(false);
    expect(canHydrate({ ...firstVisit, locale: 'it' })).toBe(false);
  });
});

describe("index.html's early script", () => {
  const indexHtml = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');

  it('reads the remembered language where packages/i18n keeps it, and knows the drawn language', () => {
    expect(indexHtml).toContain(`localStorage.getItem('${LANGUAGE_STORAGE_KEY}')`);
    expect(indexHtml).toContain(`language !== '${DEFAULT_LANGUAGE}'`);
  });
});
