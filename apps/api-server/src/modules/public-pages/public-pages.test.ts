// The clubs' public pages on the web (docs/decisions/043): the owner's switch and address with
// every bad address refused, new clubs' pages, the page as HTML rendered with the guest app's build
// (structured data, head, escaping, caching) and as data, the sitemap and robots.txt, and nothing
// hidden anywhere in them. Runs on PGlite and on PostgreSQL; needs the guest app built (the test
// command builds the apps first).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SLUG_MESSAGES } from '@tavola/domain/public-page-messages';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB_SLUG } from '#db/demo-account.ts';
import { clubs, itemTranslations, menuItems, menuSections, menus } from '#db/schema.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';

const SECRETS = ['SECRET-HIDDEN-ITEM', 'SECRET-HIDDEN-SECTION', 'SECRET-HIDDEN-MENU', 'SECRET-MACHINE-DRAFT'];
const HOSTILE_NAME = '</script><script>alert(1)</script><!--';

/** The JSON of every `<script type="application/ld+json">` of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

describe('public pages', () => {
  const t = useTestApp({ env: { GUEST_BASE_URL: 'https://menu.example.com' } });
  let ownerToken = '';
  let menuId = 0;
  let secondMenuId = 0;

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    const db = t.app.db;
    ownerToken = await t.signIn(t.demo.user);
    const clubMenus = await db
      .select({ id: menus.id, disabled: menus.disabled })
      .from(menus)
      .where(eq(menus.clubId, t.demo.clubId))
      .orderBy(asc(menus.position), asc(menus.id));
    const shown = clubMenus.filter((menu) => !menu.disabled);
    menuId = shown[0]?.id ?? 0;
    secondMenuId = shown[1]?.id ?? 0;
    const [section] = await db
      .select({ id: menuSections.id })
      .from(menuSections)
      .where(and(eq(menuSections.menuId, menuId), eq(menuSections.disabled, false)))
      .orderBy(asc(menuSections.position));
    const sectionId = section?.id ?? 0;
    // what guests never see: a hidden item, a hidden section, a hidden menu, an unaccepted draft
    await db.insert(menuItems).values({ sectionId, name: 'SECRET-HIDDEN-ITEM', disabled: true });
    const [hiddenSection] = await db
      .insert(menuSections)
      .values({ menuId, name: 'SECRET-HIDDEN-SECTION', disabled: true })
      .returning({ id: menuSections.id });
    await db
      .insert(menuItems)
      .values({ sectionId: hiddenSection?.id ?? 0, name: 'Shown in a hidden section' });
    const [hiddenMenu] = await db
      .insert(menus)
      .values({ clubId: t.demo.clubId, name: 'SECRET-HIDDEN-MENU', disabled: true })
      .returning({ id: menus.id });
    const [hiddenMenuSection] = await db
      .insert(menuSections)
      .values({ menuId: hiddenMenu?.id ?? 0, name: 'Section' })
      .returning({ id: menuSections.id });
    await db.insert(menuItems).values({ sectionId: hiddenMenuSection?.id ?? 0, name: 'In a hidden menu' });
    const [hostile] = await db
      .insert(menuItems)
      .values({ sectionId, name: HOSTILE_NAME, description: 'Plain "quoted" & <b>bold</b>', price: 9.5 })
      .returning({ id: menuItems.id });
    await db.insert(itemTranslations).values({
      itemId: hostile?.id ?? 0,
      language: 'it',
      translatedName: 'SECRET-MACHINE-DRAFT',
      nameMachineDraft: true,
    });
  });

  it('renders the demo page as HTML guests and search engines can read without JavaScript', async () => {
    const response = await page(`/m/${DEMO_CLUB_SLUG}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    // the whole menu is in the HTML: its heading, its sections and items
    const data = JSON.parse((await t.call('getPublicClubPage', { params: { slug: DEMO_CLUB_SLUG } })).body);
    expect(html).toContain(`<h1`);
    for (const section of data.menu.sections) expect(html).toContain(section.name.replace(/&/g, '&amp;'));
    expect(data.menu.id).toBe(menuId);
    // the guest app's build around it: its script to hydrate, the page's data beside the markup
    expect(html).toMatch(/<script id="tavola-club-page" type="application\/json">/);
    expect(html).not.toContain('data-page-skeleton');
    expect(html).not.toContain('noindex');
    // the head: title, description, canonical, languages, link previews
    expect(html).toMatch(/<title>[^<]+ · Trattoria Demo<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Trattoria Demo · [^"]+" \/>/);
    expect(html).toContain(`<link rel="canonical" href="https://menu.example.com/m/${DEMO_CLUB_SLUG}" />`);
    for (const language of ['en', 'it', 'de', 'x-default'])
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" hreflang="${language}" href="https://menu\\.example\\.com/m/${DEMO_CLUB_SLUG}`,
        ),
      );
    expect(html).toContain(
      `<link rel="alternate" hreflang="it" href="https://menu.example.com/m/${DEMO_CLUB_SLUG}?lang=it" />`,
    );
    expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/);
    // the guest app's own policy, with its hashed inline script and nothing inline beside it
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('describes the club and its menu as schema.org data: sections, items, prices and diets', async () => {
    const html = (await page(`/m/${DEMO_CLUB_SLUG}`)).body;
    const [restaurant] = structuredData(html);
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Trattoria Demo',
      url: `https://menu.example.com/m/${DEMO_CLUB_SLUG}`,
      hasMenu: { '@type': 'Menu' },
    });
    const menu = restaurant?.hasMenu as {
      hasMenuSection: { '@type': string; name: string; hasMenuItem: Record<string, unknown>[] }[];
    };
    expect(menu.hasMenuSection.length).toBeGreaterThan(0);
    const items = menu.hasMenuSection.flatMap((section) => section.hasMenuItem);
    for (const section of menu.hasMenuSection) expect(section['@type']).toBe('MenuSection');
    const priced = items.find((item) => item.offers);
    expect(priced?.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
    expect(String((priced?.offers as { price: string } | undefined)?.price)).toMatch(/^\d+\.\d{2}$/);
    const diets = items.flatMap((item) => (item.suitableForDiet as string[] | undefined) ?? []);
    expect(diets.length).toBeGreaterThan(0);
    for (const diet of diets) expect(diet).toMatch(/^https:\/\/schema\.org\/[A-Za-z]+Diet$/);
  });

  it('writes an owner text as text: a dish named <script> neither runs nor ends the data', async () => {
    const html = (await page(`/m/${DEMO_CLUB_SLUG}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    // the structured data and the page's data read it back as it was typed
    const names = structuredData(html)
      .flatMap(
        (data) => (data.hasMenu as { hasMenuSection: { hasMenuItem: { name: string }[] }[] }).hasMenuSection,
      )
      .flatMap((section) => section.hasMenuItem.map((item) => item.name));
    expect(names).toContain(HOSTILE_NAME);
    const embedded = /<script id="tavola-club-page" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.stringify(JSON.parse(embedded?.[1] ?? ''))).toContain(
      JSON.stringify(HOSTILE_NAME).slice(1, -1),
    );
  });

  it('never shows hidden items, sections or menus, nor a machine draft nobody accepted', async () => {
    const pages = [
      (await page(`/m/${DEMO_CLUB_SLUG}`)).body,
      (await page(`/m/${DEMO_CLUB_SLUG}?lang=it`)).body,
      (await page(`/m/${DEMO_CLUB_SLUG}/${secondMenuId}?lang=de`)).body,
      (await t.call('getPublicClubPage', { params: { slug: DEMO_CLUB_SLUG }, query: { lang: 'it' } })).body,
      (await page('/sitemap.xml')).body,
    ];
    for (const body of pages) {
      for (const secret of SECRETS) expect(body).not.toContain(secret);
      expect(body).not.toContain('Shown in a hidden section');
      expect(body).not.toContain('In a hidden menu');
    }
    // the hidden menu's own address is no page either
    const [hidden] = await t.app.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.name, 'SECRET-HIDDEN-MENU'));
    expect((await page(`/m/${DEMO_CLUB_SLUG}/${hidden?.id}`)).statusCode).toBe(404);
  });

  it('has an address per menu and language: links between them, the language asked for or the originals', async () => {
    const italian = await page(`/m/${DEMO_CLUB_SLUG}?lang=it`);
    expect(italian.statusCode).toBe(200);
    expect(italian.body).toMatch(/<html lang="it"/);
    expect(italian.body).toContain(
      `<link rel="canonical" href="https://menu.example.com/m/${DEMO_CLUB_SLUG}?lang=it" />`,
    );
    // a language the menu does not offer reads the originals, and says so in its canonical address
    const klingon = await page(`/m/${DEMO_CLUB_SLUG}?lang=tl`);
    expect(klingon.statusCode).toBe(200);
    expect(klingon.body).toContain(
      `<link rel="canonical" href="https://menu.example.com/m/${DEMO_CLUB_SLUG}" />`,
    );
    // the other menus are links, in the page's language
    expect(italian.body).toContain(`href="/m/${DEMO_CLUB_SLUG}/${secondMenuId}?lang=it"`);
    const second = await page(`/m/${DEMO_CLUB_SLUG}/${secondMenuId}`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(
      `<link rel="canonical" href="https://menu.example.com/m/${DEMO_CLUB_SLUG}/${secondMenuId}" />`,
    );
    // the first menu's address is the page's own, without its id
    expect(second.body).toContain(`href="/m/${DEMO_CLUB_SLUG}"`);
  });

  it('answers a strong ETag, 304 to it, and a new one once anything guests see changes', async () => {
    const first = await page(`/m/${DEMO_CLUB_SLUG}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=20');
    const again = await page(`/m/${DEMO_CLUB_SLUG}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const data = await t.call('getPublicClubPage', { params: { slug: DEMO_CLUB_SLUG } });
    const dataAgain = await t.call('getPublicClubPage', {
      params: { slug: DEMO_CLUB_SLUG },
      headers: { 'if-none-match': String(data.headers.etag) },
    });
    expect(dataAgain.statusCode).toBe(304);
    // an edit: the page changes, and so does its tag
    await t.app.db
      .update(menuItems)
      .set({ name: 'Bruschetta rinnovata' })
      .where(eq(menuItems.name, HOSTILE_NAME));
    const edited = await page(`/m/${DEMO_CLUB_SLUG}`, { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.body).toContain('Bruschetta rinnovata');
    await t.app.db
      .update(menuItems)
      .set({ name: HOSTILE_NAME })
      .where(eq(menuItems.name, 'Bruschetta rinnovata'));
  });

  it('answers a plain 404 page to anything that is not a page, path tricks included', async () => {
    for (const url of [
      '/m/no-such-club',
      '/m/..%2f..%2fetc%2fpasswd',
      `/m/${DEMO_CLUB_SLUG}/0`,
      `/m/${DEMO_CLUB_SLUG}/abc`,
      `/m/${DEMO_CLUB_SLUG}/99999999999`,
      `/m/${DEMO_CLUB_SLUG}/2147483647`,
      '/m/trattoria%00demo',
      '/m/TRATTORIA-DEMO',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('This page does not exist.');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // a dot segment leaves /m/ before routing, and the router takes no 1,000-character part: the
    // server's own 404, no page
    for (const url of ['/m/%2e%2e', '/m/../admin', '/m/./trattoria-demo/..', `/m/${'a'.repeat(1000)}`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('tavola-club-page');
    }
    const data = await t.call('getPublicClubPage', { params: { slug: 'no-such-club' } });
    expect(data.statusCode).toBe(404);
    expect(JSON.parse(data.body).code).toBe('page_not_found');
  });

  it('lists the pages in the sitemap and points robots.txt at it', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.body).toContain(`<loc>https://menu.example.com/m/${DEMO_CLUB_SLUG}</loc>`);
    expect(sitemap.body).toContain(`<loc>https://menu.example.com/m/${DEMO_CLUB_SLUG}/${secondMenuId}</loc>`);
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://menu.example.com/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  describe("the owner's switch and address", () => {
    it('refuses every bad address with the reason, and changes nothing', async () => {
      const cases: [string, string][] = [
        ['admin', SLUG_MESSAGES.reserved.message],
        ['sitemap', SLUG_MESSAGES.reserved.message],
        ['оsteria', SLUG_MESSAGES.characters.message], // a Cyrillic о
        ['Trattoria', SLUG_MESSAGES.characters.message],
        ['..', SLUG_MESSAGES.characters.message],
        ['%2f', SLUG_MESSAGES.characters.message],
        ['a/b', SLUG_MESSAGES.characters.message],
        ['bar--one', SLUG_MESSAGES.characters.message],
        ['ab', SLUG_MESSAGES.too_short.message],
        ['', SLUG_MESSAGES.empty.message],
        ['a'.repeat(1000), SLUG_MESSAGES.too_long.message],
      ];
      for (const [slug, message] of cases) {
        const response = await t.call('updateClubPublicPage', {
          token: ownerToken,
          params: { clubId: t.demo.clubId },
          body: { enabled: true, slug },
        });
        expect(response.statusCode, slug).toBe(400);
        const body = JSON.parse(response.body);
        expect(body.code).toBe('validation_failed');
        expect(body.details).toEqual([{ field: 'slug', message }]);
      }
      // NUL and control characters are refused before they reach the handler
      const nul = await t.call('updateClubPublicPage', {
        token: ownerToken,
        params: { clubId: t.demo.clubId },
        body: { enabled: true, slug: 'trattoria\u0000demo' },
      });
      expect(nul.statusCode).toBe(400);
      const [club] = await t.app.db.select().from(clubs).where(eq(clubs.id, t.demo.clubId));
      expect([club?.publicPage, club?.slug]).toEqual([true, DEMO_CLUB_SLUG]);
    });

    it("refuses another club's address, switches the page off and on, and moves it to a new address", async () => {
      const other = await createClubFor(t, t.demo.user.id, 'Osteria Altra');
      await t.app.db.update(clubs).set({ enabled: true }).where(eq(clubs.id, other));
      const taken = await t.call('updateClubPublicPage', {
        token: ownerToken,
        params: { clubId: other },
        body: { enabled: true, slug: DEMO_CLUB_SLUG },
      });
      expect(taken.statusCode).toBe(409);
      expect(JSON.parse(taken.body).code).toBe('slug_taken');

      const off = await t.call('updateClubPublicPage', {
        token: ownerToken,
        params: { clubId: t.demo.clubId },
        body: { enabled: false, slug: DEMO_CLUB_SLUG },
      });
      expect(off.statusCode).toBe(200);
      expect(JSON.parse(off.body)).toMatchObject({ publicPage: false, slug: DEMO_CLUB_SLUG });
      expect((await page(`/m/${DEMO_CLUB_SLUG}`)).statusCode).toBe(404);
      expect((await page('/sitemap.xml')).body).not.toContain(`/m/${DEMO_CLUB_SLUG}<`);

      const moved = await t.call('updateClubPublicPage', {
        token: ownerToken,
        params: { clubId: t.demo.clubId },
        body: { enabled: true, slug: 'trattoria-demo-roma' },
      });
      expect(moved.statusCode).toBe(200);
      expect((await page('/m/trattoria-demo-roma')).statusCode).toBe(200);
      expect((await page(`/m/${DEMO_CLUB_SLUG}`)).statusCode).toBe(404);
      // the old address is free again
      const back = await t.call('updateClubPublicPage', {
        token: ownerToken,
        params: { clubId: t.demo.clubId },
        body: { enabled: true, slug: DEMO_CLUB_SLUG },
      });
      expect(back.statusCode).toBe(200);
    });

    it("opens a new club's page at an address made from its name, numbered when it is taken", async () => {
      const token = await t.signIn(await t.createUser());
      const create = async () => {
        const response = await t.call('createClub', {
          token,
          body: {
            name: 'Caffè Stella',
            seats: 20,
            companyName: 'Stella srl',
            vatNumber: 'IT00743110157',
            brandId: null,
            address: { line1: 'Via Roma 1', city: 'Roma', state: 'RM', country: 'IT', postalCode: '00100' },
          },
        });
        expect(response.statusCode).toBe(201);
        const { clubId } = JSON.parse(response.body) as { clubId: number };
        const [club] = await t.app.db.select().from(clubs).where(eq(clubs.id, clubId));
        return club;
      };
      const first = await create();
      const second = await create();
      expect([first?.publicPage, first?.slug]).toEqual([true, 'caffe-stella']);
      expect([second?.publicPage, second?.slug]).toEqual([true, 'caffe-stella-2']);
      // not enabled by the team yet: no page
      expect((await page('/m/caffe-stella')).statusCode).toBe(404);
    });
  });
});

describe('public pages without the guest app built', () => {
  // a folder with no build in it
  const t = useTestApp({ env: { GUEST_APP_DIR: path.join(tmpdir(), `tavola-no-guest-app-${process.pid}`) } });

  it('answers 503 with a plain page, and the API keeps working', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/m/${DEMO_CLUB_SLUG}` });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('This menu cannot be shown right now.');
    const data = await t.call('getPublicClubPage', { params: { slug: DEMO_CLUB_SLUG } });
    expect(data.statusCode).toBe(200);
  });
});
