import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoGuestMenu } from '../../test-utils';
import { CLUB_PAGE_DATA_ID, type PublicClubPage } from './club-page';
import { hydrateClubPage } from './hydrate';
import { clubPageHead, escapeHtml, scriptJson } from './page-head';
import { isPageTemplate, renderClubPageDocument } from './render-page';

const ORIGIN = 'https://menu.example.com';

/** The source index.html: what the build writes around the same markers, policy and robots meta. */
const TEMPLATE = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8').replace(
  '<meta name="theme-color"',
  `<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />\n    <meta name="theme-color"`,
);

function page(overrides: Partial<PublicClubPage['menu']> = {}): PublicClubPage {
  const menu = photoGuestMenu({
    id: 7,
    clubName: 'Trattoria Demo',
    languages: ['it', 'de'],
    sourceLanguage: 'en',
    language: null,
    translationsEnabled: true,
    ...overrides,
  });
  return {
    slug: 'trattoria-demo',
    menus: [
      { id: 7, name: menu.name },
      { id: 9, name: 'Drinks' },
    ],
    menu,
  };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the public page on the server', () => {
  it("fills the guest app's page: the club's name, its menus and languages as links, the data beside", () => {
    expect(isPageTemplate(TEMPLATE)).toBe(true);
    const html = renderClubPageDocument(TEMPLATE, page(), ORIGIN);
    expect(html).not.toContain('data-page-skeleton');
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('http-equiv="Content-Security-Policy"');
    expect(html).toMatch(/<html lang="en"/);
    const served = new DOMParser().parseFromString(html, 'text/html');
    document.body.replaceChildren(
      ...[...served.body.childNodes].map((node) => document.importNode(node, true)),
    );
    const root = document.getElementById('root') as HTMLElement;
    expect(within(root).getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeTruthy();
    const menus = within(root).getByRole('navigation', { name: 'All menus' });
    expect(within(menus).getByRole('link', { name: 'Drinks' }).getAttribute('href')).toBe(
      '/m/trattoria-demo/9',
    );
    expect(within(menus).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      '/m/trattoria-demo',
    );
    const languages = within(root).getByRole('navigation', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'Italiano' }).getAttribute('href')).toBe(
      '/m/trattoria-demo?lang=it',
    );
    const data = document.getElementById(CLUB_PAGE_DATA_ID);
    expect(JSON.parse(data?.textContent ?? '')).toEqual(page());
  });

  it('hydrates the same nodes in the browser, without a mismatch', async () => {
    const html = renderClubPageDocument(TEMPLATE, page(), ORIGIN);
    const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    document.body.innerHTML = body.replace(/<script type="module"[^>]*><\/script>/, '');
    const root = document.getElementById('root') as HTMLElement;
    const heading = within(root).getByRole('heading', { level: 1 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateClubPage(root, document.getElementById(CLUB_PAGE_DATA_ID) as HTMLElement);
    });
    // the server's nodes are kept (no client render over them) and nothing was reported
    expect(within(root).getByRole('heading', { level: 1 })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.getByRole('link', { name: 'Drinks' })).toBeTruthy();
  });
});

describe('the public page head', () => {
  it('names the page, its languages and its canonical address', () => {
    const head = clubPageHead(page({ language: 'it' }), ORIGIN);
    expect(head.lang).toBe('it');
    expect(head.tags).toContain(
      '<link rel="canonical" href="https://menu.example.com/m/trattoria-demo?lang=it" />',
    );
    for (const [language, href] of [
      ['en', '/m/trattoria-demo'],
      ['it', '/m/trattoria-demo?lang=it'],
      ['de', '/m/trattoria-demo?lang=de'],
      ['x-default', '/m/trattoria-demo'],
    ])
      expect(head.tags).toContain(`<link rel="alternate" hreflang="${language}" href="${ORIGIN}${href}" />`);
  });

  it('escapes owner texts in attributes and keeps the structured data inside its element', () => {
    const hostile = '"><script>alert(1)</script>';
    const head = clubPageHead(page({ clubName: hostile }), ORIGIN);
    expect(head.tags).not.toContain('<script>alert');
    expect(head.tags).toContain(escapeHtml(hostile));
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head.tags)?.[1] ?? '';
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json).name).toBe(hostile);
    expect(scriptJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });

  it('gives schema.org a Restaurant with its Menu, sections, items, prices and diets', () => {
    const head = clubPageHead(page(), ORIGIN);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head.tags)?.[1] ?? '';
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Trattoria Demo',
    });
    const items = data.hasMenu.hasMenuSection.flatMap(
      (section: { hasMenuItem: unknown[] }) => section.hasMenuItem,
    );
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.some((item: { suitableForDiet?: string[] }) =>
        item.suitableForDiet?.includes('https://schema.org/VeganDiet'),
      ),
    ).toBe(true);
    expect(items.some((item: { image?: string }) => item.image?.endsWith('.jpg'))).toBe(true);
    expect(items.find((item: { offers?: unknown }) => item.offers).offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
    });
  });
});
