/**
 * The guest's view of one menu: header, banner, sections as a sticky tab bar, items, footer with the
 * club's contacts, all in the menu's theme. Plain React and one CSS module (no UI kit, no runtime
 * styling), because the guest page has 90 KB gzip of JavaScript for everything. The console's live
 * preview renders the same component with the data being edited.
 */
import {
  type MouseEvent,
  memo,
  type ReactNode,
  type Ref,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AllergenIcon } from './allergen-icons';
import {
  emailHref,
  facebookHref,
  instagramHref,
  mapHref,
  phoneHref,
  webHref,
  whatsappHref,
} from './contact-links';
import { formatPrice } from './format-price';
import {
  localizeMenu,
  type MenuViewInput,
  type MenuViewItem,
  type MenuViewSection,
  visibleSections,
} from './localize';
import styles from './menu-view.module.css';
import type { MenuViewTexts } from './texts';
import { themeStyle } from './theme-style';

export type { MenuViewData, MenuViewInput } from './localize';
export type { MenuViewTexts } from './texts';

export interface MenuViewProps {
  menu: MenuViewInput;
  /** the view's own texts in the guest's language */
  texts: MenuViewTexts;
  /** BCP 47 locale that writes prices, e.g. "it-IT" or "en" */
  locale: string;
  /** language of the translations to show (when the menu has them enabled); the owner's texts otherwise */
  language?: string | null;
  /** extra controls in the header (language switch, call the waiter) */
  actions?: ReactNode;
  /** a line under the header (e.g. the guest app's offline or filter notice) */
  notice?: ReactNode;
  className?: string;
  /**
   * Renders only the first this many items at first (the first screen), then the rest after the
   * first paint, `ITEMS_PER_STEP` items a frame, each step a transition React can interrupt; the
   * sections below the first screen skip rendering while off screen (`content-visibility: auto`).
   * Every item at once when absent (the console's preview). The guest page uses it: a phone paints
   * the menu's first screen without waiting for the style, layout and DOM of a long menu, and no
   * step of the rest holds the main thread long enough to delay a tap (bench/guest, Lighthouse).
   */
  firstScreenItems?: number;
  /**
   * Prefix of the view's element ids; useId's when absent. The guest page gives a fixed one: its
   * first paint draws these ids before React has loaded, and React then hydrates them as they are.
   */
  idPrefix?: string;
}

/**
 * Items each step after the first screen adds. The rest of a menu committed at once was one task of
 * 35 ms for 52 items in a Lighthouse trace on a slow 2-core host (its DOM, style and layout), four
 * times that on Lighthouse's simulated phone and longer still on a 500-item wine list; a step of
 * eight is a few milliseconds (bench/README, twenty-fourth pass).
 */
export const ITEMS_PER_STEP = 8;

/** The sections cut after `limit` items in all: the first screen of a menu. */
export function firstScreenOf(sections: MenuViewSection[], limit: number): MenuViewSection[] {
  const first: MenuViewSection[] = [];
  let left = Math.max(1, limit);
  for (const section of sections) {
    if (left <= 0) break;
    first.push(section.items.length > left ? { ...section, items: section.items.slice(0, left) } : section);
    left -= section.items.length;
  }
  return first;
}

/** After the next paint: a frame, then a task (so the first screen is on the glass before more work). */
function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

function sectionElementId(idPrefix: string, sectionId: number): string {
  return `${idPrefix}section-${sectionId}`;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** The nearest ancestor that scrolls, below the page itself; null (the viewport) when none. */
function scrollBox(element: HTMLElement): Element | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

export function MenuView(props: MenuViewProps) {
  const { menu, language, firstScreenItems, texts } = props;
  const localized = useMemo(() => localizeMenu(menu, language), [menu, language]);
  const sections = useMemo(() => visibleSections(localized), [localized]);
  const progressive = firstScreenItems !== undefined;
  // how many items are drawn; Infinity once every one has been, and then for good: a refresh or a
  // filter replaces the data in place
  const [drawn, setDrawn] = useState(progressive ? firstScreenItems : Number.POSITIVE_INFINITY);
  const itemCount = useMemo(
    () => sections.reduce((sum, section) => sum + section.items.length, 0),
    [sections],
  );
  const complete = drawn === Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (complete) return;
    return afterPaint(() =>
      startTransition(() =>
        setDrawn((count) =>
          count + ITEMS_PER_STEP >= itemCount ? Number.POSITIVE_INFINITY : count + ITEMS_PER_STEP,
        ),
      ),
    );
  }, [complete, drawn, itemCount]);
  const shown = useMemo(
    () => (complete ? sections : firstScreenOf(sections, drawn)),
    [complete, sections, drawn],
  );
  const generatedPrefix = useId();
  const idPrefix = props.idPrefix ?? generatedPrefix;
  return (
    <MenuViewLayout
      {...props}
      name={localized.name}
      sections={sections}
      shown={shown}
      progressive={progressive}
      idPrefix={idPrefix}
      tabs={
        <SectionTabs
          sections={sections}
          idPrefix={idPrefix}
          label={texts.sections}
          complete={complete}
          onIncomplete={() => setDrawn(Number.POSITIVE_INFINITY)}
        />
      }
    />
  );
}

/**
 * MenuView's first render, drawn without hooks: the same layout, the first screen's sections and
 * the first tab marked. The guest page paints it from index.html's script while React's own
 * JavaScript is still on its way (apps/guest-menu/src/first-paint.tsx, through static-render.ts);
 * React then hydrates those nodes: its first render of MenuView with the same `idPrefix` is the same
 * markup, so nothing is drawn again and nothing moves. Tests hold the two renders to the same markup
 * (first-screen.test.tsx).
 */
export function MenuViewFirstScreen({
  idPrefix,
  ...props
}: MenuViewProps & {
  /** prefix of the element ids: given, as React hydrates the ids the first paint drew */
  idPrefix: string;
}) {
  const localized = localizeMenu(props.menu, props.language);
  const sections = visibleSections(localized);
  const progressive = props.firstScreenItems !== undefined;
  return (
    <MenuViewLayout
      {...props}
      name={localized.name}
      sections={sections}
      shown={progressive ? firstScreenOf(sections, props.firstScreenItems ?? 0) : sections}
      progressive={progressive}
      idPrefix={idPrefix}
      tabs={
        <TabBar
          sections={sections}
          idPrefix={idPrefix}
          label={props.texts.sections}
          current={sections[0]?.id ?? null}
        />
      }
    />
  );
}

/** The view's markup from what MenuView computed (pure: no hooks, so it also renders statically). */
function MenuViewLayout({
  menu,
  name,
  sections,
  shown,
  progressive,
  idPrefix,
  texts,
  locale,
  language,
  actions,
  notice,
  className,
  firstScreenItems,
  tabs,
}: MenuViewProps & {
  /** the menu's name in the guest's language */
  name: string;
  /** every section the guest sees */
  sections: MenuViewSection[];
  /** the sections drawn now (the first screen's, until the rest has been rendered) */
  shown: MenuViewSection[];
  progressive: boolean;
  idPrefix: string;
  /** the tab bar (drawn only when there are sections) */
  tabs: ReactNode;
}) {
  const sectionId = (section: MenuViewSection) => sectionElementId(idPrefix, section.id);
  const labels = menu.menuLabelEnabled;
  const currency = menu.currency ?? null;

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={themeStyle(menu.theme)}
      lang={language && menu.translationsEnabled ? language : undefined}
    >
      <header className={styles.header}>
        {menu.logo ? (
          <img className={styles.logo} src={menu.logo} alt="" width={56} height={56} decoding="async" />
        ) : null}
        <h1 className={styles.title}>{name}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>

      {notice ? <div className={styles.notice}>{notice}</div> : null}

      {menu.banner ? <Banner menu={menu} texts={texts} titleId={`${idPrefix}banner`} /> : null}

      {sections.length > 0 ? (
        <>
          {tabs}
          <main className={styles.sections}>
            {shown.map((section, index) => (
              <section
                key={section.id}
                id={sectionId(section)}
                className={progressive && index > 0 ? `${styles.section} ${styles.later}` : styles.section}
                // the size an off-screen section is taken for until it has been rendered once
                style={
                  progressive && index > 0
                    ? { containIntrinsicSize: `auto ${80 + section.items.length * 120}px` }
                    : undefined
                }
                aria-labelledby={`${sectionId(section)}-title`}
                data-section-id={section.id}
              >
                <h2 id={`${sectionId(section)}-title`} className={styles.sectionTitle} tabIndex={-1}>
                  {section.name}
                </h2>
                <ul className={styles.items}>
                  {section.items.map((item, position) => (
                    <Item
                      key={item.id}
                      item={item}
                      texts={texts}
                      labels={labels}
                      currency={currency}
                      locale={locale}
                      // the first section's items after the first screen skip rendering while off
                      // screen, as the later sections do (the first screen's own never: they would
                      // cost the first paint a second layout)
                      later={progressive && index === 0 && position >= (firstScreenItems ?? 0)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </main>
        </>
      ) : (
        <p className={styles.empty}>{texts.empty}</p>
      )}

      <Footer menu={menu} texts={texts} />
    </div>
  );
}

function Banner({ menu, texts, titleId }: { menu: MenuViewInput; texts: MenuViewTexts; titleId: string }) {
  const banner = menu.banner;
  if (!banner) return null;
  const image = banner.imageUrl ?? menu.bannerUrl;
  return (
    // named by its title; a draft in the console's preview may have none yet, and an empty heading
    // would name nothing
    <aside className={styles.banner} aria-labelledby={banner.title ? titleId : undefined}>
      {image ? <img className={styles.bannerImage} src={image} alt="" /> : null}
      <div className={styles.bannerBody}>
        {banner.forYou ? <p className={styles.forYou}>{texts.forYou}</p> : null}
        {banner.title ? (
          <h2 id={titleId} className={styles.bannerTitle}>
            {banner.title}
          </h2>
        ) : null}
        {banner.subtitle ? <p className={styles.bannerSubtitle}>{banner.subtitle}</p> : null}
        {banner.description ? <p className={styles.bannerDescription}>{banner.description}</p> : null}
        {banner.price ? <p className={styles.bannerPrice}>{banner.price}</p> : null}
      </div>
    </aside>
  );
}

/**
 * The sections as a sticky bar of links (the tab bar is navigation, not an ARIA tab list: every
 * section stays on the page, so guests can also just scroll). A link scrolls to its section and
 * moves focus to its heading; the section in view is marked as current.
 */
function SectionTabs({
  sections,
  idPrefix,
  label,
  complete,
  onIncomplete,
}: {
  sections: MenuViewSection[];
  idPrefix: string;
  label: string;
  /** false while only the first screen is rendered */
  complete: boolean;
  /** asks for every section at once (a tab chosen before the rest was rendered) */
  onIncomplete: () => void;
}) {
  const sectionId = (section: MenuViewSection) => sectionElementId(idPrefix, section.id);
  const [chosen, setCurrent] = useState<number | null>(sections[0]?.id ?? null);
  // a section that disappeared while editing hands the mark to the first one
  const current = sections.some((section) => section.id === chosen) ? chosen : (sections[0]?.id ?? null);
  const barRef = useRef<HTMLUListElement>(null);
  const ids = sections.map((section) => section.id).join(',');
  // the box that scrolls the sections (undefined: not looked for yet), looked for once: its search
  // reads computed styles, which right after the rest of the menu is committed forces the style of
  // every new node in the same task (13 ms of a guest page's load in Chromium on 2 cores)
  const scrollRoot = useRef<Element | null | undefined>(undefined);

  // the current section follows scrolling; where IntersectionObserver is missing it follows clicks only
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const elements = ids
      .split(',')
      .map((id) => document.getElementById(sectionElementId(idPrefix, Number(id))))
      .filter((element): element is HTMLElement => element !== null);
    if (scrollRoot.current === undefined && elements[0]) scrollRoot.current = scrollBox(elements[0]);
    const visible = new Map<number, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          visible.set(Number((entry.target as HTMLElement).dataset.sectionId), entry.isIntersecting);
        const first = elements.find((element) => visible.get(Number(element.dataset.sectionId)));
        if (first) setCurrent(Number(first.dataset.sectionId));
      },
      // a band under the sticky bar: the section crossing it is the one being read (in the box that
      // scrolls the view: the page for guests, the phone frame of the console's preview)
      { root: scrollRoot.current ?? null, rootMargin: '-20% 0px -70% 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [ids, idPrefix, complete]);

  // keep the current tab visible in a bar wider than the screen
  useEffect(() => {
    const bar = barRef.current;
    const link = bar?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!bar || !link || typeof bar.scrollTo !== 'function') return;
    bar.scrollTo({
      left: link.offsetLeft - (bar.clientWidth - link.offsetWidth) / 2,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [current]);

  // a tab chosen while its section was not rendered yet: the jump waits for the whole menu
  const pending = useRef<MenuViewSection | null>(null);
  useEffect(() => {
    if (!complete || !pending.current) return;
    const section = pending.current;
    pending.current = null;
    jumpTo(section);
  });

  function jumpTo(section: MenuViewSection) {
    const target = document.getElementById(sectionId(section));
    target?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(`${sectionId(section)}-title`)?.focus({ preventScroll: true });
  }

  function open(event: MouseEvent<HTMLAnchorElement>, section: MenuViewSection) {
    // scroll inside the page instead of changing the address (the console's router owns it)
    event.preventDefault();
    setCurrent(section.id);
    if (complete) jumpTo(section);
    else {
      pending.current = section;
      onIncomplete();
    }
  }

  return (
    <TabBar
      sections={sections}
      idPrefix={idPrefix}
      label={label}
      current={current}
      barRef={barRef}
      onOpen={open}
    />
  );
}

/** The tab bar's markup (pure; SectionTabs gives it the current section and the clicks). */
function TabBar({
  sections,
  idPrefix,
  label,
  current,
  barRef,
  onOpen,
}: {
  sections: MenuViewSection[];
  idPrefix: string;
  label: string;
  current: number | null;
  barRef?: Ref<HTMLUListElement>;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>, section: MenuViewSection) => void;
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul className={styles.tabList} ref={barRef}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              className={styles.tab}
              href={`#${sectionElementId(idPrefix, section.id)}`}
              aria-current={current === section.id ? 'location' : undefined}
              onClick={onOpen ? (event) => onOpen(event, section) : undefined}
            >
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One item. Memoized: each step of a progressive render (MenuView's `firstScreenItems`) renders the
 * layout again, and the items already drawn, whose props have not changed, are skipped (their
 * prices are written here, so that is skipped too).
 */
const Item = memo(function Item({
  item,
  texts,
  labels,
  currency,
  locale,
  later,
}: {
  item: MenuViewItem;
  texts: MenuViewTexts;
  labels: boolean;
  /** the menu's currency (ISO 4217; null: the default) and the locale that writes prices */
  currency: string | null;
  locale: string;
  /** drawn after the first screen: no style, layout or paint while off screen */
  later: boolean;
}) {
  const price = formatPrice(item.price, currency, locale);
  const showBestSeller = labels && item.bestSeller;
  const showSuggested = labels && item.suggested;
  return (
    <li
      className={later ? `${styles.item} ${styles.laterItem}` : styles.item}
      data-out-of-stock={item.outOfStock || undefined}
      data-item-id={item.id}
    >
      <div className={styles.itemHead}>
        <h3 className={styles.itemName}>{item.name}</h3>
        {price || item.priceText ? (
          <p className={styles.price}>
            {price ? <span>{price}</span> : null}
            {item.priceText ? <span className={styles.priceText}>{item.priceText}</span> : null}
          </p>
        ) : null}
      </div>
      {item.outOfStock || showBestSeller || showSuggested ? (
        <p className={styles.marks}>
          {item.outOfStock ? <span className={styles.outOfStock}>{texts.outOfStock}</span> : null}
          {showBestSeller ? (
            <span className={styles.label} data-label="bestseller">
              {texts.bestSeller}
            </span>
          ) : null}
          {showSuggested ? (
            <span className={styles.label} data-label="suggested">
              {texts.suggested}
            </span>
          ) : null}
        </p>
      ) : null}
      {item.description ? <p className={styles.description}>{item.description}</p> : null}
      {item.ingredients ? (
        <p className={styles.ingredients}>
          <span className={styles.caption}>{texts.ingredients}: </span>
          {item.ingredients}
        </p>
      ) : null}
      {item.allergens.length > 0 ? (
        <div className={styles.allergens}>
          <span className={styles.caption}>{texts.allergens}: </span>
          <ul className={styles.allergenList} aria-label={texts.allergens}>
            {item.allergens.map((code) => (
              <li key={code} className={styles.allergen}>
                <AllergenIcon allergen={code} className={styles.allergenIcon} />
                {texts.allergenNames[code] ?? code}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.additionalNotes ? <p className={styles.notes}>{item.additionalNotes}</p> : null}
    </li>
  );
});

interface Contact {
  key: string;
  label: string;
  text: string;
  href: string;
  external: boolean;
}

function contactsOf(menu: MenuViewInput, texts: MenuViewTexts): Contact[] {
  const candidates: [string, string, string | null | undefined, string | null, boolean][] = [
    ['address', texts.address, menu.clubAddress, mapHref(menu.clubAddress), true],
    ['phone', texts.phone, menu.clubDisplayPhone, phoneHref(menu.clubDisplayPhone), false],
    ['whatsapp', texts.whatsapp, texts.whatsapp, whatsappHref(menu.clubWhatsapp), true],
    ['email', texts.email, menu.clubDisplayEmail, emailHref(menu.clubDisplayEmail), false],
    ['website', texts.website, displayHost(menu.clubWebsite), webHref(menu.clubWebsite), true],
    ['instagram', texts.instagram, texts.instagram, instagramHref(menu.clubInstagram), true],
    ['facebook', texts.facebook, texts.facebook, facebookHref(menu.clubFacebook), true],
  ];
  return candidates.flatMap(([key, label, text, href, external]) =>
    href && text ? [{ key, label, text: text.trim(), href, external }] : [],
  );
}

/** "www.trattoria.it" for "https://www.trattoria.it/": the site as people say it. */
function displayHost(address: string | null | undefined): string | null {
  const href = webHref(address);
  if (!href) return null;
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

function Footer({ menu, texts }: { menu: MenuViewInput; texts: MenuViewTexts }) {
  const contacts = contactsOf(menu, texts);
  if (!menu.footer && contacts.length === 0) return null;
  return (
    <footer className={styles.footer}>
      {menu.footer ? <p className={styles.footerText}>{menu.footer}</p> : null}
      {contacts.length > 0 ? (
        <address className={styles.contacts}>
          <h2 className={styles.contactsTitle}>{texts.contacts}</h2>
          <ul className={styles.contactList}>
            {contacts.map((contact) => (
              <li key={contact.key}>
                <a
                  className={styles.contact}
                  href={contact.href}
                  data-contact={contact.key}
                  aria-label={
                    contact.text === contact.label ? undefined : `${contact.label}: ${contact.text}`
                  }
                  {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {contact.text}
                </a>
              </li>
            ))}
          </ul>
        </address>
      ) : null}
    </footer>
  );
}
