// The guest page paints MenuViewFirstScreen with renderStatic before React has loaded, and React's
// first render of MenuView then replaces it: the two must draw the same markup, or the menu would
// move (layout shift) or change under the guest's eyes. Ids apart: React's come from useId.
import { render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeItem, makeMenu, makeSection, sampleMenu, toPublicMenu } from './fixtures';
import type { MenuViewInput } from './localize';
import { MenuView, MenuViewFirstScreen, type MenuViewProps } from './menu-view';
import { renderStatic } from './static-render';
import { englishTexts } from './texts';

/** Ids, and the references to them, without the prefix each renderer gives them. */
function withoutIdPrefixes(html: string): string {
  return html.replace(/(id|aria-labelledby|href)="(#?)[^"]*?((section-\d+)(-title)?|banner)"/g, '$1="$2$3"');
}

function reactFirstRender(props: MenuViewProps): string {
  const { container } = render(<MenuView {...props} />);
  return withoutIdPrefixes(container.innerHTML);
}

function staticRender(props: MenuViewProps): string {
  const container = document.createElement('div');
  container.append(renderStatic(<MenuViewFirstScreen {...props} idPrefix="first-" />));
  return withoutIdPrefixes(container.innerHTML);
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
      <select className="control-select" value="de">
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

describe('renderStatic', () => {
  it('refuses a component that calls a hook: there is no React behind it', () => {
    expect(() => renderStatic(<MenuView {...props(sampleMenu())} />)).toThrow();
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
