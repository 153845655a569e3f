/**
 * What the shortcuts around pdfkit (pdfkit-shortcuts.ts) promise: a redrawn menu whose edit did not
 * touch a page or a glyph writes that page and the font subsets as the same bytes (so they are
 * compressed once), and a glyph numbered but never drawn leaves a PDF that reads as written.
 * The menu is drawn here directly (renderMenuPdf); the API path is menu-pdf.test.ts's.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { components } from '@tavola/api/schema';
import { describe, expect, it } from 'vitest';
import { newPdfDocument } from '#lib/pdf-fonts.ts';
import { renderMenuPdf } from './menu-pdf.ts';
import { wordByWordLayout } from './pdfkit-shortcuts.ts';

type PublicMenu = components['schemas']['PublicMenu'];
type PublicMenuItem = components['schemas']['PublicMenuItem'];

const run = promisify(execFile);

function item(id: number, values: Partial<PublicMenuItem> = {}): PublicMenuItem {
  return {
    id,
    name: `Tagliatelle al ragù ${id}`,
    description: 'Fresh egg pasta with a slow-cooked beef and pork ragù',
    ingredients: 'egg pasta, beef, pork, tomato, carrot, celery, onion',
    allergens: ['gluten', 'eggs'],
    additionalNotes: null,
    price: 12.5,
    priceText: null,
    position: id,
    outOfStock: false,
    bestSeller: id % 5 === 0,
    suggested: false,
    photo: null,
    dietaryTags: [],
    spiciness: 0,
    orderable: true,
    optionGroups: [],
    ...values,
  };
}

/** Three pages or so: 4 sections of 12 items, the first item's price given. */
function menu(firstPrice: number, firstItem: Partial<PublicMenuItem> = {}): PublicMenu {
  return {
    id: 1,
    name: 'Pranzo',
    language: null,
    languages: [],
    sourceLanguage: 'en',
    clubName: 'Trattoria Test',
    banner: null,
    bannerUrl: null,
    footer: 'Cover charge € 2.',
    logo: null,
    refreshTime: 0,
    callWaiterEnabled: false,
    pdfMenuEnabled: false,
    menuLabelEnabled: true,
    translationsEnabled: false,
    theme: {
      id: 1,
      name: 'Test',
      background: '#FFF8F0',
      backgroundImage: null,
      main: '#C2410C',
      text: '#1F2937',
      divider: '#E5D5C5',
      font: 'Barlow',
      buttonText: '#FFFFFF',
      tabBackground: '#C2410C',
      tabText: '#FFFFFF',
      bestSellerLabelColor: '#B91C1C',
      suggestedLabelColor: '#15803D',
      pdfHighlight: '#C2410C',
      pdfSectionTitle: '#7C2D12',
      pdfText: '#1F2937',
    },
    clubAddress: 'Via Roma 1, 00100 Roma (RM), Italy',
    clubDisplayEmail: null,
    clubDisplayPhone: null,
    clubFacebook: null,
    clubInstagram: null,
    clubWebsite: null,
    clubWhatsapp: null,
    currency: 'EUR',
    sections: [0, 1, 2, 3].map((section) => ({
      id: section + 1,
      name: `Section ${section + 1}`,
      position: section,
      items: Array.from({ length: 12 }, (_, index) => {
        const id = section * 12 + index + 1;
        return id === 1 ? item(id, { price: firstPrice, ...firstItem }) : item(id);
      }),
    })),
  } as PublicMenu;
}

/** Each stream of a PDF as it is stored (compressed), in file order. */
function streams(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)].map(
    (match) => match[1] ?? '',
  );
}

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-pdfkit-shortcuts-'));
  try {
    const file = path.join(dir, 'menu.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', [file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('pdfkit shortcuts of the printed menu', () => {
  it('writes the pages and fonts an edit did not touch as the same bytes', async () => {
    // the same glyphs met in another order ("€21.50" before "€12.50"): numbered by first use, as
    // pdfkit alone does, every later glyph of the price font would have changed number
    const before = streams(await renderMenuPdf({ menu: menu(12.5), language: 'en', logo: null }));
    const after = streams(await renderMenuPdf({ menu: menu(21.5), language: 'en', logo: null }));
    expect(after).toHaveLength(before.length);
    const changed = after.filter((stream, index) => stream !== before[index]);
    // the first page's text alone
    expect(changed).toHaveLength(1);
    expect(before.length).toBeGreaterThan(5);
  });

  it('prints a text with a line break, whose break was measured but is never drawn', async () => {
    const pdf = await renderMenuPdf({
      menu: menu(9, { description: 'Two lines\nΧωριάτικη σαλάτα ‹€›', name: 'Espresso' }),
      language: 'en',
      logo: null,
    });
    const text = await pdfText(pdf);
    expect(text).toContain('Espresso');
    expect(text).toContain('Two lines Χωριάτικη σαλάτα ‹€›');
    expect(text).toContain('€9.00');
  });

  it("lays out every text as pdfkit's own layout does, word by word", async () => {
    const doc = await newPdfDocument({ autoFirstPage: false, fontLayoutCache: true });
    doc.font('sans');
    const font = (doc as unknown as { _font: Parameters<typeof wordByWordLayout>[0] })._font;
    const pdfkitLayout = font.layout.bind(font);
    const layout = wordByWordLayout(font);
    const texts = [
      '',
      ' ',
      'Espresso',
      'Tagliatelle al ragù',
      'a trailing space ',
      '  two leading spaces',
      'two  spaces\tand a tab\t',
      'Χωριάτικη σαλάτα ‹€› 12,50',
      'long '.repeat(2_000),
    ];
    for (const text of texts) {
      const ours = layout(text);
      const theirs = pdfkitLayout(text);
      expect(ours.glyphs?.map((glyph) => glyph.id)).toEqual(theirs.glyphs?.map((glyph) => glyph.id));
      expect(ours.positions).toEqual(theirs.positions);
      expect(ours.advanceWidth).toBe(theirs.advanceWidth);
      expect(layout(text, undefined, true)).toEqual(pdfkitLayout(text, undefined, true));
    }
  });
});
