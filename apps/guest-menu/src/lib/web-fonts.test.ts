import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRequestedWebFonts, loadThemeWebFont, webFontsWanted } from './web-fonts';

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

describe('loadThemeWebFont', () => {
  afterEach(forgetRequestedWebFonts);

  function environment(controller: object | null = null) {
    const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
    const load = vi.fn((face: object): Promise<object> => Promise.resolve(face));
    class FakeFontFace {
      constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
        added.push({ family, source, descriptors });
      }
      load() {
        return load(this);
      }
    }
    const fonts = { add: vi.fn() };
    return {
      added,
      load,
      fonts,
      env: {
        navigator: { serviceWorker: { controller } } as unknown as Navigator,
        fonts: fonts as unknown as FontFaceSet,
        FontFace: FakeFontFace as unknown as typeof FontFace,
      },
    };
  }

  it("loads the Latin faces of a theme's web font with font-display swap, once", async () => {
    const { added, load, fonts, env } = environment();
    expect(loadThemeWebFont('Barlow', env)).toEqual(['Barlow']);
    // the faces join the document's fonts together, once loaded: one relayout of the page, not two
    expect(fonts.add).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fonts.add).toHaveBeenCalledTimes(3));
    expect(added.map((face) => face.descriptors.weight)).toEqual(['500', '600', '700']);
    for (const face of added) {
      expect(face.family).toBe('Barlow');
      expect(face.source).toMatch(/^url\(.*barlow-latin-[0-9]00-normal.*\.woff2\) format\('woff2'\)$/);
      expect(face.descriptors.display).toBe('swap');
      expect(face.descriptors.unicodeRange).toMatch(/^U\+0000-00FF, /);
    }
    expect(fonts.add).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenCalledTimes(3);
    expect(loadThemeWebFont('Barlow', env)).toEqual([]);
    expect(fonts.add).toHaveBeenCalledTimes(3);
  });

  it('loads Public Sans in the four weights the view uses', () => {
    const { added, env } = environment();
    expect(loadThemeWebFont('Public Sans', env)).toEqual(['Public Sans']);
    expect(added.map((face) => face.descriptors.weight)).toEqual(['400', '500', '600', '700']);
  });

  it("loads nothing for the system's fonts, unknown names, or when the service worker serves the fonts", () => {
    for (const font of ['System', 'Serif', 'Rounded', 'Monospace', 'toString', 'Comic Sans']) {
      expect(loadThemeWebFont(font, environment().env)).toEqual([]);
    }
    const served = environment({});
    expect(loadThemeWebFont('Barlow', served.env)).toEqual([]);
    expect(served.fonts.add).not.toHaveBeenCalled();
    const old = environment();
    expect(loadThemeWebFont('Barlow', { ...old.env, FontFace: undefined })).toEqual([]);
  });

  it('keeps the fallback for a weight whose file fails to load, and adds the others', async () => {
    const { load, fonts, env } = environment();
    load.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(loadThemeWebFont('Barlow', env)).toEqual(['Barlow']);
    await vi.waitFor(() => expect(fonts.add).toHaveBeenCalledTimes(2));
  });
});
