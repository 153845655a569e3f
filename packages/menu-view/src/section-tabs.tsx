import { type MouseEvent, type Ref, useEffect, useRef, useState } from 'react';
import type { MenuViewSection } from './localize';
import styles from './menu-view.module.css';

/** The element id of a section of the view (its heading's is this plus "-title"). */
export function sectionElementId(idPrefix: string, sectionId: number): string {
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

/**
 * The sections as a sticky bar of links (the tab bar is navigation, not an ARIA tab list: every
 * section stays on the page, so guests can also just scroll). A link scrolls to its section and
 * moves focus to its heading; the section in view is marked as current.
 */
export function SectionTabs({
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
    // the section stops just under the bar as it is now: taller than the style sheet's guess with a
    // larger text size or a theme's font, and the heading would hide under it
    const bar = barRef.current?.parentElement;
    if (target && bar) target.style.scrollMarginTop = `${bar.offsetHeight}px`;
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
export function TabBar({
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
