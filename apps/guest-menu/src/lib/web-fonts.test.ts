import { describe, expect, it } from 'vitest';
import { webFontsWanted } from './web-fonts';

describe('webFontsWanted', () => {
  it('is true only when a service worker controls the page', () => {
    const controlled = { serviceWorker: { controller: {} } } as unknown as Navigator;
    const uncontrolled = { serviceWorker: { controller: null } } as unknown as Navigator;
    expect(webFontsWanted(controlled)).toBe(true);
    expect(webFontsWanted(uncontrolled)).toBe(false);
    expect(webFontsWanted({} as Navigator)).toBe(false);
    expect(webFontsWanted(undefined)).toBe(false);
  });
});
