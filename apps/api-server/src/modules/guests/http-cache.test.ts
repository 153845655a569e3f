import { describe, expect, it } from 'vitest';
import { DOCUMENT_FORMAT, DOCUMENTS_MADE_BY, menuEtag } from './http-cache.ts';

describe('the public menu ETag', () => {
  const menu = { contentVersion: 7, menuId: 3, language: 'de' };

  it('is the same for the same menu, version, language and build', () => {
    expect(menuEtag(menu)).toBe(menuEtag({ ...menu }));
    expect(menuEtag(menu)).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
  });

  it('changes with the version, the menu, the language and the build of the server', () => {
    const tags = new Set([
      menuEtag(menu),
      menuEtag({ ...menu, contentVersion: 8 }),
      menuEtag({ ...menu, menuId: 4 }),
      menuEtag({ ...menu, language: null }),
      menuEtag(menu, `${DOCUMENT_FORMAT}:another-build`),
      menuEtag(menu, `${DOCUMENT_FORMAT + 1}:source`),
    ]);
    expect(tags.size).toBe(6);
  });

  it('is made by this document format and, run from src/, the "source" build', () => {
    expect(DOCUMENTS_MADE_BY).toBe(`${DOCUMENT_FORMAT}:source`);
  });
});
