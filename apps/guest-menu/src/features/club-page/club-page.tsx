/**
 * A club's public page on the web (`/m/{slug}`): one of its menus as guests read it at a table, under
 * the club's name, with links to its menus and to its languages, and none of the table's features (no waiter call,
 * no table to go back to). The server renders it as HTML with the guest app's own code
 * (render-page.tsx), so the page reads complete without JavaScript and search engines read it; the
 * guest app then hydrates the same markup (hydrate.tsx). Everything here is a pure function of the
 * page's data: the server and the browser must draw the same nodes, so nothing reads the device
 * (its languages, its stored choices, the screen).
 */
import type { components } from '@tavola/api/schema';
import { MenuView } from '@tavola/menu-view/menu-view';
import { catalogFor } from '../../lib/catalogs';
import { sourceLanguageOf } from '../../lib/language';
import { languageOptions } from '../menu/language-select';
import { MENU_ID_PREFIX } from '../menu/menu-screen';
import { clubPageHref } from './club-page-address';

export type PublicClubPage = components['schemas']['PublicClubPage'];

/** The element whose JSON is the page's data, for the guest app to hydrate from. */
export const CLUB_PAGE_DATA_ID = 'tavola-club-page';

/** The languages of the page: the one shown, the originals', and the texts of the page's own words. */
export function clubPageLanguages(page: PublicClubPage) {
  const { menu } = page;
  const sourceLanguage = sourceLanguageOf(menu);
  const language = menu.language ?? null;
  const shown = language ?? sourceLanguage ?? 'en';
  const catalog = catalogFor(shown);
  return { language, sourceLanguage, shown, texts: catalog.app, viewTexts: catalog.view };
}

export function ClubPage({ page }: { page: PublicClubPage }) {
  const { menu } = page;
  const { language, sourceLanguage, shown, texts, viewTexts } = clubPageLanguages(page);
  const menuIds = page.menus.map((entry) => entry.id);
  const address = { slug: page.slug, menuIds };
  const [original, ...translations] = languageOptions(menu.languages, sourceLanguage, texts);
  const current = language && language !== sourceLanguage ? language : (original?.value ?? null);
  return (
    <MenuView
      // the page is the club's: its name heads the page, its menus are the links under it
      menu={{ ...menu, name: menu.clubName }}
      texts={viewTexts}
      // prices written in the page's language: the server and the browser write them alike
      locale={shown}
      language={language}
      className="menu"
      idPrefix={MENU_ID_PREFIX}
      actions={
        original && translations.length > 0 ? (
          <nav className="club-languages" aria-label={texts.language}>
            {[original, ...translations].map((option) => (
              <a
                key={option.value}
                className="control"
                href={clubPageHref(address, menu.id, option === original ? null : option.value)}
                hrefLang={option.lang}
                lang={option.lang}
                aria-current={option.value === current ? 'page' : undefined}
              >
                {option.label}
              </a>
            ))}
          </nav>
        ) : null
      }
      notice={
        page.menus.length > 0 ? (
          <nav className="club-menus" aria-label={texts.allMenus}>
            <ul>
              {page.menus.map((entry) => (
                <li key={entry.id}>
                  <a
                    className="control"
                    href={clubPageHref(address, entry.id, language === sourceLanguage ? null : language)}
                    aria-current={entry.id === menu.id ? 'page' : undefined}
                  >
                    {entry.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null
      }
    />
  );
}
