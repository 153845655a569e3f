// The guest page paints MenuViewFirstScreen with renderStatic before React has loaded, and React
// then hydrates those nodes with MenuView's first render: the two must draw the same markup, ids
// included (the page gives both the same prefix), or React would throw the painted nodes away and
// draw its own (more work on a phone, and a menu that could move under the guest's eyes).
import { act, render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeItem, makeMenu, makeSection, photoMenu, sampleMenu, toPublicMenu } from './fixtures';
import type { MenuViewInput } from './localize';
import { MenuView, MenuViewFirstScreen, type MenuViewProps } from './menu-view';
import { renderStatic } from './static-render';
import { englishTexts } from './texts';

const ID_PREFIX = 'menu-';

function reactFirstRender(props: MenuViewProps): string {
  const { container } = render(<MenuView {...props} idPrefix={ID_PREFIX} />);
  return container.innerHTML;
}

function staticRender(props: MenuViewProps): string {
  const container = document.createElement('div');
  container.append(renderStatic(<MenuViewFirstScreen {...props} idPrefix={ID_PREFIX} />));
  return container.innerHTML;
}

const hydrated: HTMLElement[] = [];
const roots: Root[] = [];
// Each hydrated root is unmounted inside act: left mounted, React's scheduler could still run its
// work after the test file's jsdom window is gone ("window is not defined", an unhandled error).
afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
  for (const container of hydrated.splice(0)) container.remove();
});

/**
 * React's development build also compares each painted style attribute's text with the one it would
 * write, and jsdom spaces that text differently (`--tv-main: #9a3412;` against `--tv-main:#9a3412;`).
 * React keeps the painted attributes either way (it redraws nothing for them, and the production
 * build does not compare them); the markup tests above hold attributes and styles equal.
 */
const attributeNotice = (call: unknown[]) => String(call[0]).includes("didn't match the client properties");

/**
 * Paints the first screen statically, then hydrates it with MenuView as the guest page does. Returns
 * what React reported: hydration errors (React then draws its own nodes) and console errors.
 */
async function hydrateFirstScreen(props: MenuViewProps) {
  const container = document.createElement('div');
  document.body.append(container);
  hydrated.push(container);
  container.append(renderStatic(<MenuViewFirstScreen {...props} idPrefix={ID_PREFIX} />));
  const paintedHeading = container.querySelector('h1');
  const recoverable: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    roots.push(
      hydrateRoot(container, <MenuView {...props} idPrefix={ID_PREFIX} />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
  });
  return {
    recoverable,
    consoleErrors: consoleErrors.mock.calls.filter((call) => !attributeNotice(call)),
    keptPaintedNodes: paintedHeading !== null && container.querySelector('h1') === paintedHeading,
  };
}

function props(menu: MenuViewInput, more: Partial<MenuViewProps> = {}): MenuViewProps {
  return { menu, texts: englishTexts, locale: 'it-IT', firstScreenItems: 3, ...more };
}

/** Header controls like the guest page's: a select with a value, an icon, a toggle button. */
const actions: ReactNode = (
  <>
    <label className="control">
      <span className="visually-hidden">Language</span>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" strokeWidth={2} strokeLinecap="round" d="M1 1h2" />
      </svg>
      <select className="control-select" value="de" onChange={() => undefined}>
        <option value="it" lang="it">
          Italiano
        </option>
        <option value="de" lang="de">
          Deutsch
        </option>
      </select>
    </label>
    <button type="button" aria-expanded={false} aria-controls="filter" onClick={() => undefined}>
      Filter
    </button>
  </>
);

describe('MenuViewFirstScreen drawn by renderStatic', () => {
  it('is the markup of React’s first render of MenuView (the first screen of the sample menu)', () => {
    const sample = props(sampleMenu());
    const drawn = staticRender(sample);
    expect(drawn).toBe(reactFirstRender(sample));
    expect(drawn).toContain('Bruschetta al pomodoro');
    // the third section is a tab, not yet a section
    expect(drawn).toContain('Pesce');
    expect(drawn).not.toContain('section-3-title');
  });

  it('matches with header controls, a notice, a logo and every item at once', () => {
    const menu = { ...sampleMenu(), logo: '/uploads/logo.png' };
    for (const firstScreenItems of [1, 2, 8, undefined]) {
      const each = props(menu, {
        firstScreenItems,
        actions,
        notice: <p hidden>Hidden dishes</p>,
        className: 'menu',
      });
      expect(staticRender(each)).toBe(reactFirstRender(each));
    }
  });

  it('matches for a guest’s language, labels, allergens, out of stock and a price text', () => {
    const menu = makeMenu({
      menuLabelEnabled: true,
      translationsEnabled: true,
      sections: [
        makeSection({
          id: 1,
          name: 'Dolci',
          translations: {
            en: {
              id: 1,
              language: 'en',
              originalName: 'Dolci',
              translatedName: 'Desserts',
              outdated: false,
              machineDraft: false,
            },
          },
          items: [
            makeItem({
              id: 7,
              name: 'Tiramisù',
              bestSeller: true,
              suggested: true,
              outOfStock: true,
              allergens: ['eggs', 'milk', 'gluten'],
              ingredients: 'savoiardi, mascarpone',
              additionalNotes: 'Made in house',
              priceText: 'per slice',
            }),
          ],
        }),
      ],
    });
    const english = props(menu, { language: 'en' });
    expect(staticRender(english)).toBe(reactFirstRender(english));
    expect(staticRender(english)).toContain('Desserts');
  });

  it('matches for a menu the guest reads as the server sends it, and for an empty one', () => {
    const guest = props(toPublicMenu(sampleMenu()));
    expect(staticRender(guest)).toBe(reactFirstRender(guest));
    const empty = props(makeMenu({ sections: [] }));
    expect(staticRender(empty)).toBe(reactFirstRender(empty));
    expect(staticRender(empty)).toContain(englishTexts.empty);
  });
});

describe('MenuViewFirstScreen with photos, dietary tags and options', () => {
  const opener = {
    open: () => undefined,
    photoLabel: 'Open the photo of {name}',
    options: 'Options',
    flagged: 'Marked',
  };

  it('draws the same pictures, tags and option buttons as React, first photos eager and the rest lazy', () => {
    for (const each of [
      props(toPublicMenu(photoMenu()), { opener, flaggedItems: new Set([51]) }),
      props(toPublicMenu(photoMenu()), { opener, smallPhotos: true, firstScreenItems: 8 }),
      props(photoMenu()),
    ]) {
      const painted = staticRender(each);
      expect(painted).toBe(reactFirstRender(each));
      expect(painted).toContain('<picture>');
    }
    const painted = staticRender(props(toPublicMenu(photoMenu()), { opener }));
    expect(painted).toMatch(/<img[^>]* loading="eager" fetchpriority="high"/);
  });

  it('is hydrated as it is', async () => {
    const { recoverable, consoleErrors, keptPaintedNodes } = await hydrateFirstScreen(
      props(toPublicMenu(photoMenu()), { opener, flaggedItems: new Set([51]), firstScreenItems: 8 }),
    );
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(keptPaintedNodes).toBe(true);
  });
});

describe('MenuViewFirstScreen hydrated by React', () => {
  it('is taken over as it is: no hydration error, no attribute React would redraw, the same nodes', async () => {
    const menu = { ...sampleMenu(), logo: '/uploads/logo.png' };
    for (const each of [
      props(menu, { actions, notice: <p hidden>Hidden dishes</p>, className: 'menu' }),
      props(toPublicMenu(sampleMenu()), { language: 'en', firstScreenItems: 8 }),
      props(makeMenu({ sections: [] })),
    ]) {
      const { recoverable, consoleErrors, keptPaintedNodes } = await hydrateFirstScreen(each);
      expect(recoverable).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(keptPaintedNodes).toBe(true);
    }
  });

  it('is redrawn by React when the markup differs (the safety net, not the way)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    hydrated.push(container);
    const sample = props(sampleMenu());
    container.append(renderStatic(<MenuViewFirstScreen {...sample} idPrefix={ID_PREFIX} />));
    container.querySelector('h1')?.replaceChildren('Another name');
    const recoverable: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      roots.push(
        hydrateRoot(container, <MenuView {...sample} idPrefix={ID_PREFIX} />, {
          onRecoverableError: (error) => recoverable.push(error),
        }),
      );
    });
    expect(recoverable).toHaveLength(1);
    expect(container.querySelector('h1')?.textContent).toBe(sampleMenu().name);
  });
});

describe('renderStatic', () => {
  it('refuses a component that calls a hook: there is no React behind it', () => {
    expect(() => renderStatic(<MenuView {...props(sampleMenu())} />)).toThrow();
  });

  it('makes the text nodes React makes: one per string or number, none for an empty string', () => {
    const container = document.createElement('div');
    container.append(renderStatic(<p>{['', 'a', 2, null, false, '']}</p>));
    expect([...(container.firstChild?.childNodes ?? [])].map((node) => node.textContent)).toEqual(['a', '2']);
  });

  it('writes text as text, and refuses a javascript: address as React does', () => {
    const container = document.createElement('div');
    container.append(renderStatic(<p title={'"><b>'}>{'<img src=x onerror=alert(1)>'}</p>));
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
    // built as elements, as a hostile menu's data would reach the renderer (not as JSX, which the
    // linter rightly refuses)
    const link = (href: string) => createElement('a', { href }, 'x');
    expect(() => renderStatic(link('javascript:alert(1)'))).toThrow(/javascript/);
    expect(() => renderStatic(link('\u0001 JavaScript:alert(1)'))).toThrow(/javascript/);
    expect(() => renderStatic(link('https://example.com/javascript:'))).not.toThrow();
  });
});
