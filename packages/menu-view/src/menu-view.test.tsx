import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  makeItem,
  makeMenu,
  makePhoto,
  makeSection,
  PLACEHOLDER,
  photoMenu,
  sampleMenu,
  toPublicMenu,
} from './fixtures';
import type { ItemPhoto } from './item-extras';
import { localizeMenu, type MenuViewInput, visibleSections } from './localize';
import { firstScreenOf, ITEMS_PER_STEP, MenuView } from './menu-view';
import { englishTexts } from './texts';

function renderMenu(menu: MenuViewInput, props: { locale?: string; language?: string } = {}) {
  return render(
    <MenuView menu={menu} texts={englishTexts} locale={props.locale ?? 'en'} language={props.language} />,
  );
}

function item(name: string): HTMLElement {
  const element = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!element) throw new Error(`no item ${name}`);
  return element;
}

describe('MenuView', () => {
  it('shows the menu name, the banner, every section as a tab and a heading, and the items in order', () => {
    renderMenu(sampleMenu());
    expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBeInTheDocument();

    const banner = screen.getByRole('complementary', { name: 'Spritz & cicchetti' });
    expect(within(banner).getByText('Every evening from 6 pm')).toBeInTheDocument();
    expect(within(banner).getByText('A Spritz with three cicchetti of the day.')).toBeInTheDocument();
    expect(within(banner).getByText('€ 9')).toBeInTheDocument();
    expect(within(banner).getByText('For you')).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Antipasti', 'Primi', 'Pesce']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Spritz & cicchetti',
      'Antipasti',
      'Primi',
      'Pesce',
      'Contacts',
    ]);
    const antipasti = screen.getByRole('region', { name: 'Antipasti' });
    expect(
      within(antipasti)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bruschetta al pomodoro', 'Vitello tonnato']);
  });

  it("names the banner by its title, and a draft banner without a title by nothing (the console's preview)", () => {
    const menu = sampleMenu();
    if (!menu.banner) throw new Error('the sample has a banner');
    const { container } = renderMenu({ ...menu, banner: { ...menu.banner, title: '' } });
    const banner = container.querySelector('aside');
    expect(banner).not.toBeNull();
    expect(banner).not.toHaveAttribute('aria-labelledby');
    expect(banner?.querySelector('h2')).toBeNull();
    expect(within(banner as HTMLElement).getByText('Every evening from 6 pm')).toBeInTheDocument();
  });

  it('orders sections and items by position, whatever order they arrive in', () => {
    renderMenu(
      makeMenu({
        sections: [
          makeSection({
            name: 'Second',
            position: 2,
            items: [makeItem({ name: 'B', position: 5 }), makeItem({ name: 'A', position: 1 })],
          }),
          makeSection({ name: 'First', position: 1, items: [makeItem({ name: 'C' })] }),
        ],
      }),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'First',
      'Second',
    ]);
    const second = screen.getByRole('region', { name: 'Second' });
    expect(
      within(second)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['A', 'B']);
  });

  it('never shows hidden items, hidden sections, or a section left without visible items', () => {
    renderMenu(
      makeMenu({
        sections: [
          makeSection({
            name: 'Drinks',
            items: [makeItem({ name: 'Spritz' }), makeItem({ name: 'Secret cocktail', disabled: true })],
          }),
          makeSection({
            name: 'Hidden section',
            disabled: true,
            items: [makeItem({ name: 'In a hidden section' })],
          }),
          makeSection({ name: 'All hidden', items: [makeItem({ name: 'Hidden too', disabled: true })] }),
        ],
      }),
    );
    expect(screen.getByText('Spritz')).toBeInTheDocument();
    for (const hidden of [
      'Secret cocktail',
      'Hidden section',
      'In a hidden section',
      'All hidden',
      'Hidden too',
    ])
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(1);
  });

  it('says so when nothing is visible', () => {
    renderMenu(makeMenu({ sections: [makeSection({ items: [makeItem({ disabled: true })] })] }));
    expect(screen.getByText('This menu has no items yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows bestseller and suggested labels only when the menu has labels enabled', () => {
    const { unmount } = renderMenu(sampleMenu());
    expect(within(item('Bruschetta al pomodoro')).getByText('Bestseller')).toBeInTheDocument();
    expect(within(item('Vitello tonnato')).getByText('Recommended')).toBeInTheDocument();
    expect(within(item('Vitello tonnato')).queryByText('Bestseller')).not.toBeInTheDocument();
    unmount();

    renderMenu({ ...sampleMenu(), menuLabelEnabled: false });
    expect(screen.queryByText('Bestseller')).not.toBeInTheDocument();
    expect(screen.queryByText('Recommended')).not.toBeInTheDocument();
  });

  it('marks an out-of-stock item and dims it, and only that one', () => {
    renderMenu(sampleMenu());
    const risotto = item('Risotto ai funghi');
    expect(within(risotto).getByText('Out of stock')).toBeInTheDocument();
    expect(risotto).toHaveAttribute('data-out-of-stock', 'true');
    const tagliatelle = item('Tagliatelle al ragù');
    expect(within(tagliatelle).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(tagliatelle).not.toHaveAttribute('data-out-of-stock');
  });

  it("formats prices in the menu's currency and the guest's locale, and shows a price text", () => {
    const menu = makeMenu({
      currency: 'EUR',
      sections: [
        makeSection({
          items: [
            makeItem({ name: 'Pizza', price: 12.5, position: 0 }),
            makeItem({ name: 'Fish', price: null, priceText: 'market price', position: 1 }),
            makeItem({ name: 'Wine', price: 30, priceText: 'per bottle', position: 2 }),
          ],
        }),
      ],
    });
    const { unmount } = renderMenu(menu, { locale: 'it-IT' });
    expect(within(item('Pizza')).getByText(/^12,50\s€$/)).toBeInTheDocument();
    expect(within(item('Fish')).getByText('market price')).toBeInTheDocument();
    expect(within(item('Wine')).getByText(/^30,00\s€$/)).toBeInTheDocument();
    expect(within(item('Wine')).getByText('per bottle')).toBeInTheDocument();
    unmount();

    renderMenu({ ...menu, currency: 'GBP' }, { locale: 'en-GB' });
    expect(within(item('Pizza')).getByText('£12.50')).toBeInTheDocument();
  });

  it('reads euros when the data has no currency', () => {
    const menu = makeMenu({ sections: [makeSection({ items: [makeItem({ name: 'Pizza', price: 8 })] })] });
    delete menu.currency;
    renderMenu(menu, { locale: 'en-US' });
    expect(within(item('Pizza')).getByText('€8.00')).toBeInTheDocument();
  });

  it("lists an item's allergens by name, each with its icon", () => {
    renderMenu(sampleMenu());
    const list = within(item('Vitello tonnato')).getByRole('list', { name: 'Allergens' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Eggs', 'Fish', 'Mustard']);
    expect(entries.map((entry) => entry.querySelector('svg')?.getAttribute('data-allergen'))).toEqual([
      'eggs',
      'fish',
      'mustard',
    ]);
    expect(
      within(item('Bruschetta al pomodoro')).getByText('bread, tomatoes, basil, garlic, olive oil'),
    ).toBeInTheDocument();
  });

  it('links each club contact to the app that opens it', () => {
    renderMenu(sampleMenu());
    const contacts = screen.getByRole('heading', { name: 'Contacts' }).closest('address') as HTMLElement;
    const href = (name: RegExp) => within(contacts).getByRole('link', { name }).getAttribute('href');
    expect(href(/^Address: Via Roma 1/)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Via%20Roma%201%2C%2000100%20Roma%20RM%2C%20Italia',
    );
    expect(href(/^Phone: /)).toBe('tel:+390612345678');
    expect(href(/^Email: /)).toBe('mailto:info@trattoriademo.it');
    expect(href(/^WhatsApp$/)).toBe('https://wa.me/393331234567');
    expect(href(/^Website: www.trattoriademo.it$/)).toBe('https://www.trattoriademo.it/');
    expect(href(/^Instagram$/)).toBe('https://instagram.com/trattoriademo');
    expect(href(/^Facebook$/)).toBe('https://facebook.com/trattoriademo');
    expect(within(contacts).getByRole('link', { name: /^Instagram$/ })).toHaveAttribute('target', '_blank');
    expect(within(contacts).getByRole('link', { name: /^Phone: / })).not.toHaveAttribute('target');
    expect(screen.getByText('Cover charge €2. Ask our staff about allergens.')).toBeInTheDocument();
  });

  it('leaves out contacts the club has not given, and unsafe addresses', () => {
    renderMenu(makeMenu({ clubDisplayPhone: '+39 333 1234567', clubWebsite: 'javascript:alert(1)' }));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['tel:+393331234567']);
  });

  it("puts the theme's colours and font on the root as custom properties", () => {
    const { container } = renderMenu(sampleMenu());
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--tv-tab-background')).toBe('#9a3412');
    expect(root.style.getPropertyValue('--tv-bestseller')).toBe('#facc15');
    expect(root.style.getPropertyValue('--tv-bestseller-text')).toBe('#000000');
    expect(root.style.getPropertyValue('--tv-font')).toMatch(/^Georgia, /);
  });

  it("shows the guest's language when the menu has translations enabled", () => {
    const menu = makeMenu({
      name: 'Cena',
      translationsEnabled: true,
      translations: {
        en: {
          id: 1,
          language: 'en',
          originalName: 'Cena',
          translatedName: 'Dinner',
          outdated: false,
          machineDraft: false,
        },
      },
      sections: [
        makeSection({
          name: 'Primi',
          translations: {
            en: {
              id: 2,
              language: 'en',
              originalName: 'Primi',
              translatedName: 'First courses',
              outdated: false,
              machineDraft: false,
            },
          },
          items: [
            makeItem({
              name: 'Tagliatelle al ragù',
              description: 'Pasta fresca',
              translations: {
                en: {
                  id: 3,
                  language: 'en',
                  originalName: 'Tagliatelle al ragù',
                  originalDescription: 'Pasta fresca',
                  originalIngredients: null,
                  translatedName: 'Tagliatelle with meat sauce',
                  translatedDescription: 'Fresh pasta',
                  translatedIngredients: null,
                  outdated: false,
                  machineDraft: false,
                  outdatedFields: [],
                  machineDraftFields: [],
                },
              },
            }),
          ],
        }),
      ],
    });
    const { container } = renderMenu(menu, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dinner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'First courses' })).toBeInTheDocument();
    expect(screen.getByText('Tagliatelle with meat sauce')).toBeInTheDocument();
    expect(screen.getByText('Fresh pasta')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('lang', 'en');
  });

  it('shows no empty heading for a draft menu or item without a name yet (the live preview)', () => {
    const menu = makeMenu({
      name: ' ',
      sections: [makeSection({ name: 'Starters', items: [makeItem({ name: '', price: 4.5 })] })],
    });
    renderMenu(menu);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent?.trim()).not.toBe('');
    expect(screen.getByText(/4[.,]50/)).toBeInTheDocument();
  });

  it('jumps to a section from its tab, moves focus to its heading and marks the tab current', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderMenu(sampleMenu());
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(tabs.getByRole('link', { name: 'Antipasti' })).toHaveAttribute('aria-current', 'location');

    tabs.getByRole('link', { name: 'Pesce' }).focus();
    await user.keyboard('{Enter}');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Pesce' })).toHaveFocus();
    expect(tabs.getByRole('link', { name: 'Pesce' })).toHaveAttribute('aria-current', 'location');
    expect(tabs.getByRole('link', { name: 'Antipasti' })).not.toHaveAttribute('aria-current');
    // the address is left alone (the console's router owns it)
    expect(window.location.hash).toBe('');
  });

  it('stops a section just under the tab bar as tall as the bar really is (larger text, another font)', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView() {
      // the margin is in place when the browser scrolls
      scrolled.push(this);
      expect((this as HTMLElement).style.scrollMarginTop).toBe('83px');
    };
    renderMenu(sampleMenu());
    const bar = screen.getByRole('navigation', { name: 'Sections' });
    // jsdom lays nothing out: the bar as a browser with a large text size measures it
    Object.defineProperty(bar, 'offsetHeight', { configurable: true, value: 83 });
    await user.click(within(bar).getByRole('link', { name: 'Pesce' }));
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(screen.getByRole('heading', { level: 2, name: 'Pesce' }));
  });

  it("renders the guests' public menu (already filtered and translated, no owner-only fields) with a notice", () => {
    const menu = toPublicMenu(sampleMenu(), {
      name: 'Speisekarte',
      language: 'de',
      translationsEnabled: true,
    });
    render(
      <MenuView menu={menu} texts={englishTexts} locale="de" language="de" notice={<p>Offline copy</p>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Speisekarte' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'de',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Bruschetta al pomodoro' })).toBeInTheDocument();
    expect(screen.getByText('Offline copy')).toBeInTheDocument();
  });

  describe('first screen first (firstScreenItems, the guest page)', () => {
    function longMenu() {
      const section = (id: number, count: number) =>
        makeSection({
          id,
          name: `Section ${id}`,
          position: id,
          items: Array.from({ length: count }, (_, n) =>
            makeItem({ id: id * 100 + n, name: `Dish ${id}.${n + 1}`, position: n }),
          ),
        });
      return makeMenu({ sections: [section(1, 3), section(2, 4), section(3, 5)] });
    }

    it('cuts the sections after the given number of items in all', () => {
      const sections = visibleSections(localizeMenu(longMenu(), null));
      const counts = (limit: number) => firstScreenOf(sections, limit).map((section) => section.items.length);
      expect(counts(5)).toEqual([3, 2]);
      expect(counts(3)).toEqual([3]);
      expect(counts(100)).toEqual([3, 4, 5]);
    });

    it('renders the first items at once and every other item right after, with every tab from the start', async () => {
      render(<MenuView menu={longMenu()} texts={englishTexts} locale="en" firstScreenItems={5} />);
      const tabs = within(screen.getByRole('navigation', { name: 'Sections' }));
      expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Section 1',
        'Section 2',
        'Section 3',
      ]);
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
      expect(screen.getByRole('heading', { level: 3, name: 'Dish 2.2' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 3, name: 'Dish 2.3' })).toBeNull();

      expect(await screen.findByRole('heading', { level: 3, name: 'Dish 3.5' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Section 1',
        'Section 2',
        'Section 3',
      ]);
    });

    it('draws the rest a step of ITEMS_PER_STEP items a frame, not in one piece', async () => {
      // frames are the test's to give; React's scheduler keeps its real timers
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
      try {
        render(<MenuView menu={longMenu()} texts={englishTexts} locale="en" firstScreenItems={2} />);
        const drawn = () => screen.getAllByRole('heading', { level: 3 }).length;
        expect(drawn()).toBe(2);
        vi.advanceTimersToNextFrame();
        await waitFor(() => expect(drawn()).toBe(2 + ITEMS_PER_STEP));
        // the next step waits for the next frame
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(drawn()).toBe(2 + ITEMS_PER_STEP);
        vi.advanceTimersToNextFrame();
        await waitFor(() => expect(drawn()).toBe(12));
        // every section's heading, and no further step
        expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    });

    it("skips rendering off screen for what comes after the first screen, never for the first screen's own", async () => {
      const menu = makeMenu({
        sections: [1, 2].map((id) =>
          makeSection({
            id,
            name: `Section ${id}`,
            position: id,
            items: Array.from({ length: 4 }, (_, n) =>
              makeItem({ id: id * 100 + n, name: `Dish ${id}.${n + 1}`, position: n }),
            ),
          }),
        ),
      });
      render(<MenuView menu={menu} texts={englishTexts} locale="en" firstScreenItems={2} />);
      await screen.findByRole('heading', { level: 3, name: 'Dish 2.4' });
      const item = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li');
      const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section');
      // the first section's own items after the first screen, and every later section
      expect(item('Dish 1.1')).not.toHaveClass('laterItem');
      expect(item('Dish 1.2')).not.toHaveClass('laterItem');
      expect(item('Dish 1.3')).toHaveClass('laterItem');
      expect(item('Dish 1.4')).toHaveClass('laterItem');
      expect(section('Section 1')).not.toHaveClass('later');
      expect(section('Section 2')).toHaveClass('later');
      // inside a later section the section itself is skipped: its items are not marked again
      expect(item('Dish 2.1')).not.toHaveClass('laterItem');
    });

    it('jumps to a section not rendered yet once it is, and focuses its heading', () => {
      const scrollIntoView = vi.fn();
      Element.prototype.scrollIntoView = scrollIntoView;
      render(<MenuView menu={longMenu()} texts={englishTexts} locale="en" firstScreenItems={2} />);
      expect(screen.queryByRole('heading', { level: 2, name: 'Section 3' })).toBeNull();

      fireEvent.click(screen.getByRole('link', { name: 'Section 3' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Section 3' })).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('link', { name: 'Section 3' })).toHaveAttribute('aria-current', 'location');
    });

    it('follows scrolling in the box that scrolls the view, looked for once, before the rest is rendered', async () => {
      const observers: { root: Element | Document | null | undefined; observed: Element[] }[] = [];
      class RecordingObserver {
        readonly record: (typeof observers)[number];
        constructor(_callback: unknown, options?: IntersectionObserverInit) {
          this.record = { root: options?.root, observed: [] };
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.observed.push(element);
        }
        disconnect() {}
      }
      vi.stubGlobal('IntersectionObserver', RecordingObserver);
      const computedStyles = vi.spyOn(window, 'getComputedStyle');
      // the console's preview scrolls the view in its phone frame
      const frame = document.body.appendChild(document.createElement('div'));
      frame.style.overflowY = 'auto';
      try {
        render(<MenuView menu={longMenu()} texts={englishTexts} locale="en" firstScreenItems={2} />, {
          container: frame.appendChild(document.createElement('div')),
        });
        expect(observers).toHaveLength(1);
        expect(observers[0]?.root).toBe(frame);
        const stylesRead = computedStyles.mock.calls.length;

        // (no query by role until the count is taken: those read computed styles themselves)
        await waitFor(() => expect(observers).toHaveLength(2));
        const stylesReadSince = computedStyles.mock.calls.length - stylesRead;
        const last = observers.at(-1);
        expect(last?.root).toBe(frame);
        expect(last?.observed.map((element) => element.getAttribute('data-section-id'))).toEqual([
          '1',
          '2',
          '3',
        ]);
        // reading styles right after the commit would compute every new node's style at once
        expect(stylesReadSince).toBe(0);
        expect(screen.getByRole('heading', { level: 3, name: 'Dish 3.5' })).toBeInTheDocument();
      } finally {
        cleanup();
        frame.remove();
        computedStyles.mockRestore();
        vi.unstubAllGlobals();
      }
    });

    it('renders every item at once without it (the console preview)', () => {
      render(<MenuView menu={longMenu()} texts={englishTexts} locale="en" />);
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
      expect(document.querySelector('.laterItem, .later')).toBeNull();
    });
  });
});

describe('MenuView: photos, dietary tags and options', () => {
  const opener = () => ({
    open: vi.fn(),
    photoLabel: 'Open the photo of {name}',
    options: 'Options',
    flagged: 'An option contains an allergen you avoid',
  });

  it('shows each photo as a <picture> of AVIF, WebP and JPEG at every width, sized, named by the dish, over its placeholder', () => {
    const { container } = renderMenu(toPublicMenu(photoMenu()));
    const image = within(item('Margherita')).getByRole('img', { name: 'Margherita' });
    const url = 'https://api.example.com/api/v1/images/aaaa0000aaaa0000aaaa0000aaaa0000';
    const sources = [...(image.closest('picture')?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.type, source.srcset])).toEqual([
      ['image/avif', `${url}-320.avif 320w, ${url}-640.avif 640w, ${url}-960.avif 960w`],
      ['image/webp', `${url}-320.webp 320w, ${url}-640.webp 640w, ${url}-960.webp 960w`],
    ]);
    expect(image).toHaveAttribute('srcset', `${url}-320.jpg 320w, ${url}-640.jpg 640w, ${url}-960.jpg 960w`);
    expect(image).toHaveAttribute('src', `${url}-320.jpg`);
    for (const element of [image, ...sources]) expect(element.getAttribute('sizes')).toMatch(/6rem$/);
    // the place is kept before the photo arrives, and the placeholder shows meanwhile
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '720');
    expect(image.style.backgroundImage).toBe(`url("${PLACEHOLDER}")`);
    // a square photo keeps its own ratio
    const salad = within(item("Insalata dell'orto")).getByRole('img');
    expect([salad.getAttribute('width'), salad.getAttribute('height')]).toEqual(['640', '640']);
    // the console's preview: plain pictures, no buttons
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it("fetches the first screen's photos at once and first, the others lazily", () => {
    const menu = toPublicMenu(photoMenu());
    const first = menu.sections[0];
    if (!first) throw new Error('the sample has a first section');
    const photo = (id: number) =>
      makeItem({ id, name: `Dish ${id}`, photo: makePhoto({ url: `https://api.example.com/i/${id}` }) });
    first.items = [1, 2, 3, 4, 5, 6].map(photo);
    renderMenu(menu);
    const images = screen.getAllByRole('img', { name: /^Dish / });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
      null,
      null,
    ]);
  });

  it('offers only the smallest variant on Save-Data or a slow connection', () => {
    render(<MenuView menu={toPublicMenu(photoMenu())} texts={englishTexts} locale="en" smallPhotos />);
    const image = within(item('Margherita')).getByRole('img', { name: 'Margherita' });
    expect(image.getAttribute('srcset')).toMatch(/^\S+-320\.jpg 320w$/);
    for (const source of image.closest('picture')?.querySelectorAll('source') ?? [])
      expect(source.getAttribute('srcset')).toMatch(/^\S+-320\.(avif|webp) 320w$/);
  });

  it("draws a photo not stored yet (the console's preview of a new item) from its one address", () => {
    const held = 'blob:http://localhost/3f0c';
    const menu = makeMenu({
      sections: [
        makeSection({
          items: [
            makeItem({
              name: 'Panna cotta',
              photo: { ...makePhoto({ width: 800, height: 600 }), src: held } as ItemPhoto,
            }),
          ],
        }),
      ],
    });
    renderMenu(menu);
    const image = screen.getByRole('img', { name: 'Panna cotta' });
    expect(image).toHaveAttribute('src', held);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '600']);
    expect(image.closest('picture')).toBeNull();
    expect(image).not.toHaveAttribute('srcset');
  });

  it('leaves out a placeholder that is not an image data URL', () => {
    const menu = makeMenu({
      sections: [
        makeSection({
          items: [makeItem({ name: 'Odd', photo: makePhoto({ placeholder: 'x"); background: url(evil' }) })],
        }),
      ],
    });
    renderMenu(menu);
    expect(screen.getByRole('img', { name: 'Odd' }).style.backgroundImage).toBe('');
  });

  it('writes the dietary tags and the spiciness as text beside their icons', () => {
    renderMenu(toPublicMenu(photoMenu()));
    const salad = within(item("Insalata dell'orto"));
    for (const name of ['Vegetarian', 'Vegan', 'Gluten-free', 'Lactose-free'])
      expect(salad.getByText(name)).toBeVisible();
    expect(
      within(item("Penne all'arrabbiata")).getByText('Spicy').closest('li')?.querySelectorAll('svg'),
    ).toHaveLength(2);
    expect(item('Calzone').textContent).not.toMatch(/Vegetarian|spicy/i);
  });

  it('opens an item from its photo and from "Options" (guest page), with the trigger, and marks a flagged item', async () => {
    const open = opener();
    render(
      <MenuView
        menu={toPublicMenu(photoMenu())}
        texts={englishTexts}
        locale="en"
        opener={open}
        flaggedItems={new Set([51])}
      />,
    );
    const photoButton = screen.getByRole('button', { name: 'Open the photo of Margherita' });
    expect(photoButton).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(photoButton);
    expect(open.open).toHaveBeenLastCalledWith(51, photoButton);
    const options = screen.getByRole('button', { name: 'Options: Margherita' });
    await userEvent.click(options);
    expect(open.open).toHaveBeenLastCalledWith(51, options);
    expect(within(item('Margherita')).getByText('An option contains an allergen you avoid')).toBeVisible();
    // only items with options get the button; a photo without options still opens
    expect(screen.getAllByRole('button', { name: /^Options/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: "Open the photo of Insalata dell'orto" })).toBeInTheDocument();
    expect(item("Insalata dell'orto").textContent).not.toContain('avoid');
  });
  it('at a table that takes orders, opens every orderable dish without options from "Add to order"', async () => {
    const open = { ...opener(), order: 'Add to order' };
    const menu = toPublicMenu(photoMenu());
    const salad = menu.sections
      .flatMap((section) => section.items)
      .find((i) => i.name === "Insalata dell'orto");
    render(<MenuView menu={menu} texts={englishTexts} locale="en" opener={open} />);
    // a dish with options keeps its "Options" (the larger view adds it); one without gets the word
    expect(screen.getByRole('button', { name: 'Options: Margherita' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: "Add to order: Insalata dell'orto" });
    await userEvent.click(add);
    expect(open.open).toHaveBeenLastCalledWith(salad?.id, add);
  });

  it('offers no "Add to order" on a dish left out of ordering or out of stock', () => {
    const open = { ...opener(), order: 'Add to order' };
    const menu = toPublicMenu(photoMenu());
    for (const section of menu.sections)
      for (const each of section.items) {
        if (each.name === "Insalata dell'orto") each.orderable = false;
        else each.outOfStock = true;
      }
    render(<MenuView menu={menu} texts={englishTexts} locale="en" opener={open} />);
    expect(screen.queryAllByRole('button', { name: /^Add to order/ })).toEqual([]);
  });
});
