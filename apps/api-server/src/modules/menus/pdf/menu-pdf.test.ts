/**
 * The printed menu through the API: its text is read back with poppler's pdftotext (Debian
 * `poppler-utils`, installed by `npm test`) and its images counted with pdfimages, as a reader or
 * a printer would see them. Set PDF_PREVIEW_DIR to keep the PDFs of this suite for a look.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BAR_CLUB_NAME } from '#db/demo-account.ts';
import {
  addresses,
  clubMembers,
  clubs,
  itemOptionGroups,
  itemOptions,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
  menuTranslations,
  sectionTranslations,
} from '#db/schema.ts';
import { API_PREFIX } from '#http/contract.ts';
import { type TestUser, useTestApp } from '#test/harness.ts';
import { PAGE } from './menu-pdf-layout.ts';

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-menu-pdf-'));
  try {
    const file = path.join(dir, 'menu.pdf');
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page, laid out as printed (pdftotext -layout); pages are split on form feeds. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const { stdout } = await withPdfFile(pdf, (file) => run('pdftotext', ['-layout', file, '-']));
  const pages = stdout.split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages;
}

/** The whole text with runs of white space made one space, to find texts across columns. */
async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPages(pdf)).join('\n').replace(/\s+/g, ' ');
}

async function pdfImageCount(pdf: Buffer): Promise<number> {
  const { stdout } = await withPdfFile(pdf, (file) => run('pdfimages', ['-list', file]));
  // a header, a rule, then one line per image (a soft mask counts as one more)
  return stdout
    .trim()
    .split('\n')
    .slice(2)
    .filter((line) => / image /.test(line)).length;
}

async function pageSizes(pdf: Buffer): Promise<string[]> {
  const { stdout } = await withPdfFile(pdf, (file) => run('pdfinfo', ['-f', '1', '-l', '999', file]));
  return [...stdout.matchAll(/Page\s+\d+ size:\s+([\d.]+ x [\d.]+)/g)].map((match) => match[1] ?? '');
}

function lines(page: string): string[] {
  return page
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function logoPng(): Buffer {
  const png = new PNG({ width: 120, height: 60 });
  for (let i = 0; i < 120 * 60; i++) png.data.set([232, 89, 12, 255], i * 4);
  return PNG.sync.write(png);
}

interface ItemSeed {
  name: string;
  price?: number | null;
  priceText?: string | null;
  description?: string | null;
  ingredients?: string | null;
  allergens?: string[];
  disabled?: boolean;
  outOfStock?: boolean;
  bestSeller?: boolean;
  suggested?: boolean;
}

interface SectionSeed {
  name: string;
  disabled?: boolean;
  items: ItemSeed[];
}

describe('the PDF menu (getMenuPdf)', () => {
  const t = useTestApp();
  let owner: TestUser;
  let token = '';
  let clubId = 0;
  let logoServer: Server;
  let logoUrl = '';

  async function createClub(values: {
    name: string;
    plan?: 'freemium' | 'smart';
    pdf?: boolean;
    logo?: string;
  }) {
    const db = t.app.db;
    const [address] = await db
      .insert(addresses)
      .values({ line1: 'Via Roma 1', city: 'Roma', country: 'IT', postalCode: '00100' })
      .returning();
    const [club] = await db
      .insert(clubs)
      .values({
        name: values.name,
        seats: 40,
        addressId: address?.id ?? 0,
        timeZone: 'Europe/Rome',
        companyName: 'Test srl',
        vatNumber: 'IT00743110157',
        plan: values.plan ?? 'smart',
        pdfMenuEnabled: values.pdf ?? true,
        menuLabelEnabled: true,
        translationsEnabled: true,
        logo: values.logo ?? null,
        displayPhone: '+39 06 1234 5678',
        displayEmail: 'ciao@example.com',
        website: 'https://example.com',
        instagram: '@osteria',
      })
      .returning();
    if (!club) throw new Error('club not created');
    await db.insert(clubMembers).values({ clubId: club.id, userId: owner.id, role: 'owner' });
    return club.id;
  }

  async function createMenu(
    club: number,
    name: string,
    sections: SectionSeed[],
    options: { disabled?: boolean; footer?: string; labels?: boolean } = {},
  ) {
    return t.app.db.transaction(async (tx) => {
      const [menu] = await tx
        .insert(menus)
        .values({
          clubId: club,
          name,
          disabled: options.disabled ?? false,
          footer: options.footer ?? null,
          menuLabelEnabled: options.labels ?? true,
          translationsEnabled: true,
        })
        .returning({ id: menus.id });
      if (!menu) throw new Error('menu not created');
      const itemIds = new Map<string, number>();
      const sectionIds = new Map<string, number>();
      for (const [position, section] of sections.entries()) {
        const [row] = await tx
          .insert(menuSections)
          .values({ menuId: menu.id, name: section.name, position, disabled: section.disabled ?? false })
          .returning({ id: menuSections.id });
        if (!row) throw new Error('section not created');
        sectionIds.set(section.name, row.id);
        if (section.items.length === 0) continue;
        const items = await tx
          .insert(menuItems)
          .values(
            section.items.map((item, itemPosition) => ({
              sectionId: row.id,
              position: itemPosition,
              name: item.name,
              price: item.price === undefined ? 9.5 : item.price,
              priceText: item.priceText ?? null,
              description: item.description ?? null,
              ingredients: item.ingredients ?? null,
              allergens: item.allergens ?? [],
              disabled: item.disabled ?? false,
              outOfStock: item.outOfStock ?? false,
              bestSeller: item.bestSeller ?? false,
              suggested: item.suggested ?? false,
            })),
          )
          .returning({ id: menuItems.id, name: menuItems.name });
        for (const item of items) itemIds.set(item.name, item.id);
      }
      return { id: menu.id, itemIds, sectionIds };
    });
  }

  const getPdf = (
    params: { clubId?: number; menuId: number },
    query?: Record<string, string>,
    as: string = token,
  ) =>
    t.call('getMenuPdf', {
      params: { clubId: params.clubId ?? clubId, menuId: params.menuId },
      token: as,
      ...(query ? { query } : {}),
    });

  async function okPdf(params: { clubId?: number; menuId: number }, query?: Record<string, string>) {
    const response = await getPdf(params, query);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const preview = process.env.PDF_PREVIEW_DIR;
    if (preview) {
      await mkdir(preview, { recursive: true });
      const name = `${params.menuId}${query?.lang ? `-${query.lang}` : ''}.pdf`;
      await writeFile(path.join(preview, name), pdf);
    }
    return { response, pdf };
  }

  beforeAll(async () => {
    const logo = logoPng();
    logoServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': logo.length });
      response.end(logo);
    });
    await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
    logoUrl = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}/logo.png`;
    owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClub({ name: 'Osteria Prova', logo: logoUrl });
  });

  afterAll(async () => {
    await new Promise((resolve) => logoServer?.close(resolve));
  });

  it('prints every visible item with its price and texts, never a hidden one, as an A4 download', async () => {
    const menu = await createMenu(
      clubId,
      'Pranzo',
      [
        {
          name: 'Antipasti',
          items: [
            {
              name: 'Bruschetta',
              price: 6,
              description: 'Toasted bread with tomatoes.',
              ingredients: 'Bread, tomatoes, basil',
              allergens: ['milk', 'gluten'],
              bestSeller: true,
            },
            { name: 'Secret starter', price: 99, disabled: true },
            { name: 'Olive fritte', price: 4.5, outOfStock: true, suggested: true },
          ],
        },
        { name: 'Hidden section', disabled: true, items: [{ name: 'Invisible pasta', price: 12 }] },
        { name: 'Empty section', items: [] },
        {
          name: 'Pesce',
          items: [{ name: 'Pesce del giorno', price: null, priceText: 'market price' }],
        },
      ],
      { footer: 'Service included.' },
    );
    const { response, pdf } = await okPdf({ menuId: menu.id });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      // the menu's texts are Italian: the language is in the name
      `attachment; filename="Pranzo (it).pdf"; filename*=UTF-8''Pranzo%20%28it%29.pdf`,
    );
    expect(await pageSizes(pdf)).toEqual([`${PAGE.width} x ${PAGE.height}`]);

    const text = await pdfText(pdf);
    // the menu is Italian (the club's country), so are its prices
    for (const expected of [
      'Osteria Prova',
      'Pranzo',
      'Antipasti',
      'Bruschetta 6,00 €',
      'Toasted bread with tomatoes.',
      'Ingredienti: Bread, tomatoes, basil',
      'Allergeni: 1, 7',
      'PIÙ VENDUTO',
      'Olive fritte 4,50 €',
      'CONSIGLIATO',
      'Pesce del giorno market price',
      'Service included.',
      '1 Cereali contenenti glutine',
      '14 Molluschi',
      '+39 06 1234 5678',
      'ciao@example.com',
      'example.com',
      'Instagram @osteria',
      'Via Roma 1',
      '1 / 1',
    ]) {
      expect(text).toContain(expected);
    }
    for (const hidden of ['Secret starter', 'Hidden section', 'Invisible pasta', 'Empty section', '99,00'])
      expect(text).not.toContain(hidden);
    // the logo is printed
    expect(await pdfImageCount(pdf)).toBeGreaterThanOrEqual(1);
  });

  it('prints names in Latin Extended, Greek and Cyrillic as written, and names the file in UTF-8', async () => {
    const names = [
      'Caffè corretto',
      'Weißbier vom Fass',
      'Żurek łódzki',
      'Χωριάτικη σαλάτα',
      'Борщ с пампушками',
    ];
    const menu = await createMenu(clubId, 'Menù «Ελληνικά» / Кириллица', [
      { name: 'Ποτά και φαγητά', items: names.map((name, index) => ({ name, price: index + 1 })) },
    ]);
    const { response, pdf } = await okPdf({ menuId: menu.id });
    const pages = await pdfPages(pdf);
    const all = pages.join('\n');
    for (const name of [...names, 'Ποτά και φαγητά', 'Menù «Ελληνικά» / Кириллица'])
      expect(all).toContain(name);
    expect(response.headers['content-disposition']).toBe(
      // the slash cannot be in a file name; the ASCII fallback keeps what it can
      `attachment; filename="Menu (it).pdf"; filename*=UTF-8''${encodeURIComponent('Menù «Ελληνικά» Кириллица')}%20%28it%29.pdf`,
    );
  });

  it('wraps long texts within the page: names, descriptions, ingredients, price texts at their limits', async () => {
    const words = (count: number, seed: string) =>
      Array.from({ length: count }, (_, index) => `${seed}${index + 1}`).join(' ');
    const long = {
      menuName: words(14, 'Menuword').slice(0, 100).trim(),
      sectionName: words(13, 'Sectionword').slice(0, 100).trim(),
      name: words(14, 'Nameword').slice(0, 100).trim(),
      description: words(28, 'descword').slice(0, 254).trim(),
      ingredients: words(22, 'ingredient').slice(0, 254).trim(),
      priceText: 'per person, with a glass of house wine too',
    };
    const menu = await createMenu(clubId, long.menuName, [
      {
        name: long.sectionName,
        items: [
          {
            name: long.name,
            price: 1234.5,
            priceText: long.priceText,
            description: long.description,
            ingredients: long.ingredients,
          },
        ],
      },
    ]);
    const { pdf } = await okPdf({ menuId: menu.id });
    const pages = await pdfPages(pdf);
    const all = pages.join('\n');
    // Italian writes 1234,50 € (no group separator below 10 000)
    const price = new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR' }).format(1234.5);
    // every word is there, in order, once the price column's words are set aside
    const priceWords = new Set([...price.split(/\s+/), ...long.priceText.split(' ')]);
    const text = all
      .split(/\s+/)
      .filter((word) => word !== '' && !priceWords.has(word))
      .join(' ');
    for (const expected of [long.menuName, long.sectionName, long.name, long.description])
      expect(text).toContain(expected);
    expect(text).toContain(`Ingredienti: ${long.ingredients}`);
    expect(all.replace(/\s+/g, ' ')).toContain(price.replace(/\s+/g, ' '));
    // the name and the price share their first line; the price text wraps in the price column
    expect(all).toMatch(/Nameword1 Nameword2 .*\S\s{2,}1234,50\s€/);
    expect(all.replace(/\s+/g, ' ')).toContain('per person, with a glass');
  });

  it('numbers the pages of a long menu "1 / N" to "N / N" and never ends a page with a section title', async () => {
    const sections: SectionSeed[] = Array.from({ length: 12 }, (_, s) => ({
      name: `Section ${String.fromCharCode(65 + s)}`,
      items: Array.from({ length: 10 }, (_, i) => ({
        name: `Dish ${s + 1}.${i + 1}`,
        price: 5 + i,
        // different heights, so titles fall anywhere on the pages
        description: 'A long description of the dish that wraps over more than one line. '.repeat(
          (s + i) % 4,
        ),
        allergens: i % 3 === 0 ? ['eggs', 'fish'] : [],
      })),
    }));
    const menu = await createMenu(clubId, 'Long menu', sections);
    const { pdf } = await okPdf({ menuId: menu.id });
    const pages = await pdfPages(pdf);
    const count = pages.length;
    expect(count).toBeGreaterThan(4);
    const titles = new Set(sections.map((section) => section.name));
    pages.forEach((page, index) => {
      const pageLines = lines(page);
      expect(pageLines.at(-1)).toBe(`${index + 1} / ${count}`);
      const lastContent = pageLines.at(-2) ?? '';
      expect(titles.has(lastContent), `page ${index + 1} ends with ${lastContent}`).toBe(false);
    });
    const text = pages.join('\n').replace(/\s+/g, ' ');
    for (const section of sections) {
      expect(text).toContain(section.name);
      for (const item of section.items) expect(text).toContain(`${item.name} ${item.price},00 €`);
    }
    // the legend is on the last page only
    expect(pages.at(-1)).toContain('Cereali contenenti glutine');
    expect(pages.slice(0, -1).join('\n')).not.toContain('Cereali contenenti glutine');
  });

  describe('languages', () => {
    let menuId = 0;
    let menu: Awaited<ReturnType<typeof createMenu>>;
    beforeAll(async () => {
      menu = await createMenu(clubId, 'Dinner', [
        {
          name: 'Starters',
          items: [
            { name: 'Soup of the day', price: 7, description: 'Ask the waiter.' },
            { name: 'Bread basket', price: 2 },
          ],
        },
      ]);
      menuId = menu.id;
      const db = t.app.db;
      await db.update(menus).set({ sourceLanguage: 'en' }).where(eq(menus.id, menu.id));
      await db.insert(menuTranslations).values({ menuId: menu.id, language: 'it', translatedName: 'Cena' });
      await db.insert(sectionTranslations).values({
        sectionId: menu.sectionIds.get('Starters') ?? 0,
        language: 'it',
        translatedName: 'Antipasti',
      });
      await db.insert(itemTranslations).values({
        itemId: menu.itemIds.get('Soup of the day') ?? 0,
        language: 'it',
        translatedName: 'Zuppa del giorno',
        translatedDescription: 'Chiedete al cameriere.',
      });
    });

    it('?lang=it prints the Italian texts, the originals where there is none, Italian prices and words', async () => {
      const text = await pdfText((await okPdf({ menuId }, { lang: 'it' })).pdf);
      for (const expected of [
        'Cena',
        'Antipasti',
        'Zuppa del giorno 7,00 €',
        'Chiedete al cameriere.',
        'Bread basket',
      ])
        expect(text).toContain(expected);
      for (const original of ['Dinner', 'Starters', 'Soup of the day', 'Ask the waiter.'])
        expect(text).not.toContain(original);
      expect(text).toContain('Cereali contenenti glutine');
    });

    it('prints the original in place of a machine draft not accepted yet', async () => {
      const itemId = menu.itemIds.get('Bread basket') ?? 0;
      await t.app.db.insert(itemTranslations).values({
        itemId,
        language: 'it',
        translatedName: 'Cestino del pane',
        originalName: 'Bread basket',
        nameMachineDraft: true,
      });
      try {
        const text = await pdfText((await okPdf({ menuId }, { lang: 'it' })).pdf);
        expect(text).toContain('Bread basket 2,00 €');
        expect(text).not.toContain('Cestino del pane');
      } finally {
        await t.app.db.delete(itemTranslations).where(eq(itemTranslations.itemId, itemId));
      }
    });

    it('prints the originals without lang, or for a language the menu does not have', async () => {
      for (const query of [undefined, { lang: 'fr' }]) {
        const text = await pdfText((await okPdf({ menuId }, query)).pdf);
        for (const expected of ['Dinner', 'Starters', 'Soup of the day €7.00', 'Ask the waiter.'])
          expect(text).toContain(expected);
        expect(text).not.toContain('Zuppa del giorno');
        // the menu is written in English: English words and prices
        expect(text).toContain('Cereals containing gluten');
      }
    });

    it('names the file with the language printed: the menu’s own name, then (it) or the originals’ (en)', async () => {
      const italian = await okPdf({ menuId }, { lang: 'it' });
      expect(italian.response.headers['content-disposition']).toBe(
        `attachment; filename="Dinner (it).pdf"; filename*=UTF-8''Dinner%20%28it%29.pdf`,
      );
      // the originals, asked for or given in place of a language the menu does not have
      for (const query of [undefined, { lang: 'fr' }]) {
        const original = await okPdf({ menuId }, query);
        expect(original.response.headers['content-disposition']).toBe(
          `attachment; filename="Dinner (en).pdf"; filename*=UTF-8''Dinner%20%28en%29.pdf`,
        );
      }
    });

    it('prints the originals when the menu has translations turned off', async () => {
      await t.app.db.update(menus).set({ translationsEnabled: false }).where(eq(menus.id, menuId));
      try {
        const text = await pdfText((await okPdf({ menuId }, { lang: 'it' })).pdf);
        expect(text).toContain('Soup of the day');
        expect(text).not.toContain('Zuppa del giorno');
      } finally {
        await t.app.db.update(menus).set({ translationsEnabled: true }).where(eq(menus.id, menuId));
      }
    });
  });

  it('prints the menu as it is now: a change after a download shows in the next one', async () => {
    const menu = await createMenu(clubId, 'Today', [
      { name: 'Soups', items: [{ name: 'Minestrone', price: 8 }] },
    ]);
    expect(await pdfText((await okPdf({ menuId: menu.id })).pdf)).toContain('Minestrone 8,00 €');
    await t.app.db
      .update(menuItems)
      .set({ name: 'Ribollita', price: 9 })
      .where(eq(menuItems.id, menu.itemIds.get('Minestrone') ?? 0));
    const text = await pdfText((await okPdf({ menuId: menu.id })).pdf);
    expect(text).toContain('Ribollita 9,00 €');
    expect(text).not.toContain('Minestrone');
    // and a switch turned off refuses at once, though the PDF was printed before
    await t.app.db.update(clubs).set({ pdfMenuEnabled: false }).where(eq(clubs.id, clubId));
    try {
      expect((await getPdf({ menuId: menu.id })).statusCode).toBe(403);
    } finally {
      await t.app.db.update(clubs).set({ pdfMenuEnabled: true }).where(eq(clubs.id, clubId));
    }
  });

  it('prints no labels when the menu does not show them, and a hidden menu for its owner', async () => {
    const menu = await createMenu(
      clubId,
      'Off the menu',
      [
        {
          name: 'Specials',
          items: [{ name: 'Truffle pasta', price: 20, bestSeller: true, suggested: true }],
        },
      ],
      { disabled: true, labels: false },
    );
    const text = await pdfText((await okPdf({ menuId: menu.id })).pdf);
    expect(text).toContain('Truffle pasta 20,00 €');
    expect(text).not.toContain('PIÙ VENDUTO');
    expect(text).not.toContain('CONSIGLIATO');
  });

  it('prints without the logo when the logo cannot be read', async () => {
    const brokenLogoClub = await createClub({ name: 'No Logo Bar', logo: 'http://127.0.0.1:9/missing.png' });
    const menu = await createMenu(brokenLogoClub, 'Drinks', [
      { name: 'Wine', items: [{ name: 'Rosso', price: 5 }] },
    ]);
    const { pdf } = await okPdf({ clubId: brokenLogoClub, menuId: menu.id });
    expect(await pdfText(pdf)).toContain('Rosso 5,00 €');
    expect(await pdfImageCount(pdf)).toBe(0);
  });

  it('is refused on Freemium (feature_not_in_plan) and with the club switch off (pdf_menu_off)', async () => {
    const [bar] = await t.app.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, DEMO_BAR_CLUB_NAME));
    const [barMenu] = await t.app.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.clubId, bar?.id ?? 0));
    const demoToken = await t.signIn(t.demo.user);
    // even with the switch on, Freemium has no PDF
    await t.app.db
      .update(clubs)
      .set({ pdfMenuEnabled: true })
      .where(eq(clubs.id, bar?.id ?? 0));
    const freemium = await getPdf({ clubId: bar?.id ?? 0, menuId: barMenu?.id ?? 0 }, undefined, demoToken);
    expect(freemium.statusCode).toBe(403);
    expect(freemium.json()).toEqual({
      code: 'feature_not_in_plan',
      message: "The PDF menu is a Smart feature: upgrade the club's plan to use it.",
    });

    const offClub = await createClub({ name: 'Switched Off', pdf: false });
    const menu = await createMenu(offClub, 'Any', [{ name: 'S', items: [{ name: 'I' }] }]);
    const off = await getPdf({ clubId: offClub, menuId: menu.id });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({
      code: 'pdf_menu_off',
      message: "The PDF menu is turned off in the club's settings.",
    });
  });

  it('answers 404 for a menu of another club, an unknown menu and a club that is not the owner’s, 400 for a malformed lang', async () => {
    const otherClub = await createClub({ name: 'Other Place' });
    const otherMenu = await createMenu(otherClub, 'Theirs', [{ name: 'S', items: [{ name: 'I' }] }]);
    const wrongClub = await getPdf({ clubId, menuId: otherMenu.id });
    expect(wrongClub.statusCode).toBe(404);
    expect(wrongClub.json().code).toBe('menu_not_found');
    const badLanguage = await getPdf({ menuId: otherMenu.id }, { lang: 'Italian' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().code).toBe('validation_failed');
    const unknown = await getPdf({ menuId: 987654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('menu_not_found');

    const stranger = await t.createUser();
    const strangerToken = await t.signIn(stranger);
    const notTheirs = await getPdf({ menuId: otherMenu.id }, undefined, strangerToken);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('club_not_found');
  });

  describe('photos, options and dietary tags (issue 49)', () => {
    /** A 320 × 240 JPEG of one colour, as the photo pipeline stores a variant. */
    function jpeg(red: number) {
      return sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: red, g: 120, b: 60 } },
      })
        .jpeg()
        .toBuffer();
    }

    /** Stores a photo's 320 px variant under its key and gives the item that photo. */
    async function givePhoto(itemId: number, key: string, stored = true) {
      if (stored)
        await t.app.uploads.store.put(
          `${key}-320.jpg`,
          await jpeg(Number.parseInt(key.slice(-2), 16)),
          'image/jpeg',
        );
      await t.app.db
        .update(menuItems)
        .set({
          photo: {
            key,
            url: `${t.app.config.publicApiUrl}${API_PREFIX}/images/${key}`,
            widths: [320],
            width: 320,
            height: 240,
            placeholder: 'data:image/webp;base64,AA',
          },
        })
        .where(eq(menuItems.id, itemId));
    }

    async function addGroups(itemId: number) {
      const [size, extras] = await t.app.db
        .insert(itemOptionGroups)
        .values([
          {
            itemId,
            name: 'Formato',
            choice: 'single',
            minChoices: 1,
            maxChoices: 1,
            required: true,
            position: 0,
          },
          {
            itemId,
            name: 'Aggiunte',
            choice: 'multiple',
            minChoices: 0,
            maxChoices: 2,
            required: false,
            position: 1,
          },
        ])
        .returning({ id: itemOptionGroups.id });
      if (!size || !extras) throw new Error('groups not created');
      await t.app.db.insert(itemOptions).values([
        { groupId: size.id, name: 'Piccola', price: null, position: 0 },
        { groupId: size.id, name: 'Grande', price: 11, position: 1 },
        { groupId: extras.id, name: 'parmigiano', price: 1.5, allergens: ['milk'], position: 0 },
        { groupId: extras.id, name: 'olive', price: 1, position: 1 },
        { groupId: extras.id, name: 'basilico', price: null, position: 2 },
      ]);
    }

    it('lists the option groups under the item and the dietary marks with their legend, in the PDF’s language', async () => {
      const menu = await createMenu(clubId, 'Pizze del forno', [
        {
          name: 'Pizze',
          items: [
            { name: 'Margherita', price: 8 },
            { name: 'Diavola', price: 9 },
          ],
        },
      ]);
      const margherita = menu.itemIds.get('Margherita') ?? 0;
      await addGroups(margherita);
      await t.app.db
        .update(menuItems)
        .set({ dietaryTags: ['vegetarian', 'gluten-free'] })
        .where(eq(menuItems.id, margherita));
      await t.app.db
        .update(menuItems)
        .set({ spiciness: 3 })
        .where(eq(menuItems.id, menu.itemIds.get('Diavola') ?? 0));
      const text = await pdfText((await okPdf({ menuId: menu.id })).pdf);
      for (const expected of [
        'Formato: Piccola 8,00 € · Grande 11,00 €',
        'Aggiunte (fino a 2): parmigiano +1,50 € (Allergeni: 7) · olive +1,00 € · basilico',
        'V · SG',
        'Indicazioni alimentari',
        'V Vegetariano · SG Senza glutine',
        'Piccante (da 1 a 3)',
      ])
        expect(text).toContain(expected);
      // only the marks the menu uses are explained
      expect(text).not.toContain('Vegano');

      const english = await pdfText((await okPdf({ menuId: menu.id }, { lang: 'en' })).pdf);
      // the menu has no English texts: its originals print, with the PDF's own words in Italian
      expect(english).toContain('Formato: Piccola 8,00 €');
    });

    it('prints no dietary legend for a menu without tags or spiciness', async () => {
      const menu = await createMenu(clubId, 'Bevande', [
        { name: 'Vini', items: [{ name: 'Rosso', price: 5 }] },
      ]);
      const text = await pdfText((await okPdf({ menuId: menu.id })).pdf);
      expect(text).not.toContain('Indicazioni alimentari');
      expect(text).not.toContain('Piccante');
    });

    it('embeds each photo once when "Photos in the PDF" is on, none when it is off, and keeps every item whole', async () => {
      const sections: SectionSeed[] = Array.from({ length: 3 }, (_, s) => ({
        name: `Sala ${s + 1}`,
        items: Array.from({ length: 9 }, (_, i) => ({
          name: `Piatto ${s + 1}.${i + 1}`,
          price: 10 + i,
          description: 'Una descrizione che va a capo più di una volta nella colonna del testo. '.repeat(
            i % 3,
          ),
        })),
      }));
      const menu = await createMenu(clubId, 'Con foto', sections);
      const ids = [...menu.itemIds.values()];
      // the first item has no photo, the second's variant is missing from the store, the third and
      // fourth show the same photo, every other item its own
      const keyOf = (index: number) => (index === 3 ? 2 : index).toString(16).padStart(32, '0');
      for (const [index, itemId] of ids.entries())
        if (index > 0) await givePhoto(itemId, keyOf(index), index !== 1);
      const stored = new Set(ids.slice(2).map((_, position) => keyOf(position + 2)));

      // the logo (with its soft mask) only
      const logoImages = await pdfImageCount((await okPdf({ menuId: menu.id })).pdf);
      expect(logoImages).toBe(2);
      await t.app.db.update(menus).set({ pdfPhotos: true }).where(eq(menus.id, menu.id));
      const { pdf } = await okPdf({ menuId: menu.id });
      expect(stored.size).toBe(ids.length - 3);
      // every photo drawn (the shared one twice), each stored once in the file
      expect(await pdfImageCount(pdf)).toBe(logoImages + ids.length - 2);
      const imageObjects = pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
      expect(imageObjects).toHaveLength(logoImages + stored.size);
      const pages = await pdfPages(pdf);
      expect(pages.length).toBeGreaterThan(2);
      // every item whole on one page: its name and its price on the same page as its last text
      const all = pages.map((page) => page.replace(/\s+/g, ' '));
      for (const section of sections)
        for (const item of section.items) {
          const page = all.find((text) => text.includes(`${item.name} `));
          expect(page, item.name).toContain(`${item.name} ${item.price},00 €`);
        }
      pages.forEach((page, index) => {
        expect(lines(page).at(-1)).toBe(`${index + 1} / ${pages.length}`);
        expect(sections.map((section) => section.name)).not.toContain(lines(page).at(-2));
      });
    });

    it('prints again when an option changes', async () => {
      const menu = await createMenu(clubId, 'Opzioni che cambiano', [
        { name: 'Primi', items: [{ name: 'Amatriciana', price: 12 }] },
      ]);
      const itemId = menu.itemIds.get('Amatriciana') ?? 0;
      const print = async () => pdfText((await okPdf({ menuId: menu.id })).pdf);
      expect(await print()).not.toContain('Formato');
      await addGroups(itemId);
      expect(await print()).toContain('Formato: Piccola 12,00 €');
      await t.app.db.update(itemOptions).set({ name: 'Media' }).where(eq(itemOptions.name, 'Piccola'));
      expect(await print()).toContain('Formato: Media 12,00 €');
    });

    it('prints again when a photo, a tag or the photo switch changes', async () => {
      const menu = await createMenu(clubId, 'Cambia', [
        { name: 'Primi', items: [{ name: 'Carbonara', price: 12 }] },
      ]);
      const itemId = menu.itemIds.get('Carbonara') ?? 0;
      const print = async () => (await okPdf({ menuId: menu.id })).pdf;
      const first = await print();
      expect(await print()).toEqual(first); // unchanged: the same bytes, from the cache

      await t.app.db
        .update(menuItems)
        .set({ dietaryTags: ['halal'] })
        .where(eq(menuItems.id, itemId));
      expect(await pdfText(await print())).toContain('H Halal');

      // the logo and its soft mask, then one photo
      await givePhoto(itemId, 'b'.repeat(32));
      expect(await pdfImageCount(await print())).toBe(2);
      await t.app.db.update(menus).set({ pdfPhotos: true }).where(eq(menus.id, menu.id));
      const withPhoto = await print();
      expect(await pdfImageCount(withPhoto)).toBe(3);
      await givePhoto(itemId, 'c'.repeat(32));
      const withNewPhoto = await print();
      expect(await pdfImageCount(withNewPhoto)).toBe(3);
      expect(withNewPhoto).not.toEqual(withPhoto);
      await t.app.db.update(menus).set({ pdfPhotos: false }).where(eq(menus.id, menu.id));
      expect(await pdfImageCount(await print())).toBe(2);
    });
  });

  it('prints the demo Trattoria menus in English, Italian and German', async () => {
    const demoClub = t.demo.clubId;
    await t.app.db.update(clubs).set({ pdfMenuEnabled: true }).where(eq(clubs.id, demoClub));
    const demoToken = await t.signIn(t.demo.user);
    const list = await t.call('listMenus', { params: { clubId: demoClub }, token: demoToken });
    for (const { id } of list.json() as { id: number }[]) {
      const full = (
        await t.call('getMenu', { params: { clubId: demoClub, menuId: id }, token: demoToken })
      ).json();
      for (const lang of ['en', 'it', 'de']) {
        const response = await getPdf({ clubId: demoClub, menuId: id }, { lang }, demoToken);
        expect(response.statusCode).toBe(200);
        const preview = process.env.PDF_PREVIEW_DIR;
        if (preview)
          await writeFile(path.join(preview, `demo-${full.name}-${lang}.pdf`), response.rawPayload);
        const text = await pdfText(response.rawPayload);
        for (const section of full.sections) {
          if (section.disabled) continue;
          for (const item of section.items) {
            if (item.disabled) continue;
            if (item.price === null) {
              expect(text).toContain(item.priceText);
              continue;
            }
            const price = item.price.toFixed(2);
            // English is the demo's original: names as written; in Italian and German prices as written there
            if (lang === 'en') expect(text).toContain(`${item.name} €${price}`);
            else expect(text).toContain(`${price.replace('.', ',')} €`);
          }
        }
      }
    }
  });
});
