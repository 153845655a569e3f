// What the load bench asks of the API: paths and bodies spread over the seeded clubs (seed.mjs
// `layout`), never one hot URL. Each generator is called once per request.
import { ids, layout, ownerToken } from './seed.mjs';

const pick = (count) => 1 + Math.floor(Math.random() * count);

/**
 * The clubs a run spreads over: `count` of them spaced evenly across all `clubs` (so that with
 * 10,000 clubs the hot set still lies all over the tables and their indexes).
 */
export function spreadClubs(clubs, count = clubs) {
  const chosen = Math.min(count, clubs);
  const step = clubs / chosen;
  return Array.from({ length: chosen }, (_, index) => 1 + Math.floor(index * step));
}

/** The languages a guest may ask a club's menus in ('' = none: the original texts). */
const languagesOf = (club) => (club % 2 === 0 ? ['', 'en', 'de'] : ['', 'en']);

/** The API's address of one menu at one table, in one language ('' = none asked). */
function publicMenuPath({ club, table, menu, language }) {
  const query = language === '' ? '' : `?lang=${language}`;
  return `/api/v1/clubs/${club}/menu/tables/${table}/menus/${menu}${query}`;
}

/** The document a read answers, the same at every table of the club: its menu and language. */
const documentKey = ({ menu, language }) => (language === '' ? String(menu) : `${menu}-${language}`);

/** Every public menu document of these clubs (each menu in each language, at one table each). */
export function everyPublicMenu(clubs) {
  const documents = [];
  for (const club of clubs) {
    const table = ids.table(club, 1);
    for (let menu = 1; menu <= layout.menusPerClub; menu++) {
      for (const language of languagesOf(club)) {
        const read = { club, table, menu: ids.menu(club, menu), language };
        documents.push({ key: documentKey(read), path: publicMenuPath(read) });
      }
    }
  }
  return documents;
}

/**
 * A guest's read of a menu at a table: a random table and menu of a random club among `clubs`
 * (a list), in the language the guest's browser asks for (none, English, or German where the club has it).
 */
function pickPublicRead(clubs) {
  const club = clubs[Math.floor(Math.random() * clubs.length)];
  const languages = languagesOf(club);
  return {
    club,
    table: ids.table(club, pick(layout.tablesPerClub)),
    menu: ids.menu(club, pick(layout.menusPerClub)),
    language: languages[Math.floor(Math.random() * languages.length)],
  };
}

/** The path of a guest's read (`pickPublicRead`) on the API. */
export function publicReadPath(clubs) {
  return publicMenuPath(pickPublicRead(clubs));
}

/**
 * The same read on a bare route of bare-route.mjs (`bare` or `bare-bytes`), which answers the
 * document the API would: both sides send the same bytes, chosen alike.
 */
export function bareReadPath(route, clubs) {
  return `/${route}/${documentKey(pickPublicRead(clubs))}`;
}

function ownerRequest(club, method, path, body) {
  return {
    method,
    path,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${ownerToken(club)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** The owner's read of a whole menu in the console (getMenu), signed in as that club's owner. */
export function ownerReadRequest(clubs) {
  const club = clubs[Math.floor(Math.random() * clubs.length)];
  return ownerRequest(club, 'GET', `/api/v1/clubs/${club}/menu/${ids.menu(club, pick(layout.menusPerClub))}`);
}

/** An owner's edit of one item (saveItem with its id): a new name and price. */
export function itemWriteRequest(clubs) {
  const club = clubs[Math.floor(Math.random() * clubs.length)];
  const menu = ids.menu(club, pick(layout.menusPerClub));
  const section = ids.section(menu, pick(layout.sectionsPerMenu));
  const item = ids.item(section, pick(layout.itemsPerSection));
  const price = 5 + Math.floor(Math.random() * 2000) / 100;
  return ownerRequest(club, 'PUT', `/api/v1/clubs/${club}/menu/${menu}/sections/${section}/items`, {
    id: item,
    name: `Dish ${item} (edited)`,
    price,
  });
}

/** An owner's drag and drop in a section (saveItemsBatch): one item moved to another place. */
export function reorderRequest(clubs) {
  const club = clubs[Math.floor(Math.random() * clubs.length)];
  const menu = ids.menu(club, pick(layout.menusPerClub));
  const section = ids.section(menu, pick(layout.sectionsPerMenu));
  const item = ids.item(section, pick(layout.itemsPerSection));
  return ownerRequest(club, 'PUT', `/api/v1/clubs/${club}/menu/${menu}/sections/${section}/items/batch`, [
    { id: item, position: pick(layout.itemsPerSection) - 1 },
  ]);
}
