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
export function publicMenuPath({ club, table, menu, language }) {
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
  return publicReadAt(clubs[Math.floor(Math.random() * clubs.length)]);
}

/** A guest's read at `club`: a random table and menu, in a language the club has. */
function publicReadAt(club) {
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

/**
 * A sampler of `clubs` with a long tail (Zipf's law, exponent `s`): the first club of the list is
 * read most, the k-th about 1/k^s as often. Which club is popular is shuffled once (a fixed seed),
 * so the popular ones lie all over the tables and their indexes, not at the start of the ids.
 */
export function longTailClubs(clubs, s = 1.1) {
  const order = [...clubs];
  let seed = 7;
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other], order[index]];
  }
  const cumulative = [];
  let total = 0;
  for (let rank = 1; rank <= order.length; rank++) {
    total += 1 / rank ** s;
    cumulative.push(total);
  }
  return () => {
    const target = Math.random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return order[low];
  };
}

/** The share of each kind of request on a Friday evening (adds up to 1). */
export const FRIDAY_EVENING_MIX = [
  ['guest menu read', 0.82],
  ["guest table's menus", 0.1],
  ['owner menu read', 0.05],
  ['item edit', 0.03],
];

/** The kind of request a roll in [0, 1) falls on, by the mix's shares. */
function pickKind(roll) {
  let left = roll;
  for (const [kind, share] of FRIDAY_EVENING_MIX) {
    if (left < share) return kind;
    left -= share;
  }
  return FRIDAY_EVENING_MIX[0][0];
}

/**
 * A Friday evening's requests (`pickClub`: longTailClubs over every club): guests read menus and
 * their tables' lists of menus at clubs chosen with a long tail (most clubs rarely, a few all the
 * time), while owners anywhere read and edit their menus. Each request names its kind, for the
 * p99 of each (open-loop.mjs).
 */
export function fridayEveningRequest(pickClub, allClubs) {
  const kind = pickKind(Math.random());
  const club = pickClub();
  if (kind === 'guest menu read') return { kind, path: publicMenuPath(publicReadAt(club)) };
  if (kind === "guest table's menus") {
    return { kind, path: `/api/v1/clubs/${club}/menu/tables/${ids.table(club, pick(layout.tablesPerClub))}` };
  }
  // owners are anywhere, not where the guests crowd
  const request = kind === 'owner menu read' ? ownerReadRequest(allClubs) : itemWriteRequest(allClubs);
  return { kind, ...request };
}
