/**
 * The guest's view of one menu: header, banner, sections as a sticky tab bar, items, footer with the
 * club's contacts, all in the menu's theme. Plain React and one CSS module (no UI kit, no runtime
 * styling), because the guest page has 90 KB gzip of JavaScript for everything. The console's live
 * preview renders the same component with the data being edited.
 *
 * This file holds the two entries (MenuView, and MenuViewFirstScreen for the guest page's first
 * paint); the markup is in menu-layout.tsx, with menu-banner, section-tabs, menu-item and menu-footer.
 */
import { type ReactNode, startTransition, useEffect, useId, useMemo, useState } from 'react';
import { localizeMenu, type MenuViewInput, type MenuViewSection, visibleSections } from './localize';
import type { ItemOpener } from './menu-item';
import { MenuViewLayout } from './menu-layout';
import { SectionTabs, TabBar } from './section-tabs';
import type { MenuViewTexts } from './texts';

export type { MenuViewData, MenuViewInput } from './localize';
export type { ItemOpener } from './menu-item';
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
  /** opens an item's larger view (the guest page): photos and "Options" become buttons */
  opener?: ItemOpener;
  /** only the smallest photo variants (the guest's Save-Data or slow connection) */
  smallPhotos?: boolean;
  /** items with an option that contains an allergen the guest avoids: marked */
  flaggedItems?: ReadonlySet<number>;
}

/**
 * Items each step after the first screen adds. The rest of a menu committed at once was one task of
 * 35 ms for 52 items in a Lighthouse trace on a slow 2-core host (its DOM, style and layout), four
 * times that on Lighthouse's simulated phone and longer still on a 500-item wine list; a step of
 * eight is a few milliseconds (docs/decisions/024).
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
