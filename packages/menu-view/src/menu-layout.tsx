import type { ReactNode } from 'react';
import type { MenuViewSection } from './localize';
import { MenuBanner } from './menu-banner';
import { MenuFooter } from './menu-footer';
import { MenuItem } from './menu-item';
import type { MenuViewProps } from './menu-view';
import styles from './menu-view.module.css';
import { sectionElementId } from './section-tabs';
import { themeStyle } from './theme-style';

/**
 * Items whose photos are fetched at once, with high priority: about what a phone's first screen
 * shows under the header (the rest load lazily as the guest scrolls near them).
 */
export const EAGER_PHOTOS = 4;

/** The view's markup from what MenuView computed (pure: no hooks, so it also renders statically). */
export function MenuViewLayout({
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
  opener,
  smallPhotos,
  flaggedItems,
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
  // the first items' photos are on the first screen: fetched at once and first, the rest lazily
  let itemsBefore = 0;

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
        {/* a draft in the console's preview may have no name yet: an empty heading would be announced
            as a heading with nothing in it, so the place keeps its size but is no heading */}
        {name.trim() ? <h1 className={styles.title}>{name}</h1> : <div className={styles.title} />}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>

      {notice ? <div className={styles.notice}>{notice}</div> : null}

      {menu.banner ? <MenuBanner menu={menu} texts={texts} titleId={`${idPrefix}banner`} /> : null}

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
                    <MenuItem
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
                      eagerPhoto={itemsBefore++ < EAGER_PHOTOS}
                      opener={opener}
                      smallPhotos={smallPhotos}
                      flagged={flaggedItems?.has(item.id)}
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

      <MenuFooter menu={menu} texts={texts} />
    </div>
  );
}
