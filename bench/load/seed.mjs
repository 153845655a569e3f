// Seeds many clubs straight into a migrated database with set-based SQL (INSERT … SELECT
// generate_series), one statement per table: 10,000 clubs are 3M items, far too many to write
// through the API or row by row. Ids are given explicitly from the club number, so the load runs can
// name any club's menu, section, item and table without reading them back (`layout` below).
//
// Row triggers are off during the seed (session_replication_role = replica): each content row would
// otherwise update its club's row (migration 0005), millions of times. What they would have left
// behind is then written once: every club's content_version is set past its initial 0, as the
// server's writes would have bumped it, and nothing is cached by any process at that point.
import { createHash } from 'node:crypto';

/** The shape of every seeded club (the issue: 5 menus × 60 items, tables, zones, translations). */
export const layout = {
  menusPerClub: 5,
  sectionsPerMenu: 6,
  itemsPerSection: 10,
  tablesPerClub: 10,
  zonesPerClub: 2,
};
const L = layout;

export const ids = {
  menu: (club, menu) => (club - 1) * L.menusPerClub + menu,
  section: (menuId, section) => (menuId - 1) * L.sectionsPerMenu + section,
  item: (sectionId, item) => (sectionId - 1) * L.itemsPerSection + item,
  table: (club, table) => (club - 1) * L.tablesPerClub + table,
};

/**
 * The bearer token of club `club`'s owner: derived from the club number, so the bench knows it
 * without reading it back (43 base64url characters, as the server issues them). Its sha-256 is
 * what the seed stores, as sign-in would.
 */
export function ownerToken(club) {
  return createHash('sha256').update(`tavola-bench-owner-${club}`).digest('base64url');
}

const DISH = `(array['Tagliatelle al ragù','Risotto ai funghi','Branzino al forno','Insalata di stagione',
  'Tiramisù della casa','Pizza margherita','Gnocchi al pesto','Vitello tonnato','Panna cotta',
  'Spritz della casa'])`;

/** The statements, in order, for `clubs` clubs (run inside one transaction). */
export function seedStatements(clubs) {
  const N = Number(clubs);
  if (!Number.isSafeInteger(N) || N < 1) throw new Error(`clubs must be a positive integer, not ${clubs}`);
  const menus = N * L.menusPerClub;
  const sections = menus * L.sectionsPerMenu;
  const items = sections * L.itemsPerSection;
  const tables = N * L.tablesPerClub;
  const zones = N * L.zonesPerClub;
  // the club of a menu id m, of a section id s, of an item id i
  const clubOfMenu = (m) => `((${m} - 1) / ${L.menusPerClub} + 1)`;
  const menuOfSection = (s) => `((${s} - 1) / ${L.sectionsPerMenu} + 1)`;
  const sectionOfItem = (i) => `((${i} - 1) / ${L.itemsPerSection} + 1)`;
  return [
    [
      'addresses',
      `insert into addresses (id, line1, city, state, country, postal_code) overriding system value
      select c, 'Via Roma ' || c, 'Milano', 'MI', 'IT', '20100' from generate_series(1, ${N}) c`,
    ],
    [
      'users',
      `insert into users (id, name, surname, email, phone, password_hash, totp_secret, language, activated_at)
      overriding system value
      select c, 'Owner', 'Number ' || c, 'owner' || c || '@bench.tavola.local', '+39' || lpad(c::text, 10, '0'),
        'not-a-password-hash', 'JBSWY3DPEHPK3PXP', 'en', now()
      from generate_series(1, ${N}) c`,
    ],
    [
      'clubs',
      `insert into clubs (id, name, enabled, seats, address_id, time_zone, company_name, vat_number,
        display_phone, instagram, translations_enabled, call_waiter_enabled, plan, content_version)
      overriding system value
      select c, 'Club ' || c, true, 40, c, 'Europe/Rome', 'Club ' || c || ' S.r.l.', '01234567897',
        '+39 02 1234 5678', 'https://instagram.com/club' || c, true, true, 'smart', 1
      from generate_series(1, ${N}) c`,
    ],
    // every new club gets its own copy of the standard look (as the API's club creation does)
    [
      'themes',
      `insert into themes (club_id, name, background, background_image, main, text, divider, font,
        button_text, tab_background, tab_text, best_seller_label_color, suggested_label_color, pdf_highlight,
        pdf_section_title, pdf_text)
      select c, t.name, t.background, t.background_image, t.main, t.text, t.divider, t.font, t.button_text,
        t.tab_background, t.tab_text, t.best_seller_label_color, t.suggested_label_color, t.pdf_highlight,
        t.pdf_section_title, t.pdf_text
      from generate_series(1, ${N}) c,
        (select * from themes where builtin_key is not null order by id limit 1) t`,
    ],
    ['clubs.theme_id', `update clubs set theme_id = themes.id from themes where themes.club_id = clubs.id`],
    [
      'club_members',
      `insert into club_members (club_id, user_id, role)
      select c, c, 'owner' from generate_series(1, ${N}) c`,
    ],
    [
      'club_subscriptions',
      `insert into club_subscriptions (club_id, state, plan, renewal)
      select c, 'granted', 'smart', false from generate_series(1, ${N}) c`,
    ],
    [
      'sessions',
      `insert into sessions (token_hash, user_id, last_used_at, expires_at)
      select encode(sha256(convert_to(
          translate(rtrim(encode(sha256(convert_to('tavola-bench-owner-' || c, 'UTF8')), 'base64'), '='), '+/', '-_'),
          'UTF8')), 'hex'),
        c, now(), now() + interval '30 days'
      from generate_series(1, ${N}) c`,
    ],
    [
      'table_zones',
      `insert into table_zones (id, club_id, name) overriding system value
      select z, (z - 1) / ${L.zonesPerClub} + 1, (array['Inside','Terrace'])[(z - 1) % ${L.zonesPerClub} + 1]
      from generate_series(1, ${zones}) z`,
    ],
    [
      'tables',
      `insert into tables (id, club_id, zone_id, name)
      overriding system value
      select t, (t - 1) / ${L.tablesPerClub} + 1,
        ((t - 1) / ${L.tablesPerClub}) * ${L.zonesPerClub} + (t - 1) % ${L.zonesPerClub} + 1,
        'Table ' || ((t - 1) % ${L.tablesPerClub} + 1)
      from generate_series(1, ${tables}) t`,
    ],
    [
      'menus',
      `insert into menus (id, club_id, name, position, footer, call_waiter_enabled, translations_enabled)
      overriding system value
      select m, ${clubOfMenu('m')}, (array['Food','Drinks','Lunch','Dinner','Desserts'])[(m - 1) % ${L.menusPerClub} + 1],
        (m - 1) % ${L.menusPerClub}, 'Service included. Ask us about allergens.', true, true
      from generate_series(1, ${menus}) m`,
    ],
    [
      'menu_translations',
      `insert into menu_translations (menu_id, language, translated_name, original_name)
      select m, lang, 'Menu ' || lang || ' ' || ((m - 1) % ${L.menusPerClub} + 1),
        (array['Food','Drinks','Lunch','Dinner','Desserts'])[(m - 1) % ${L.menusPerClub} + 1]
      from generate_series(1, ${menus}) m, unnest(array['en','de']) lang
      where lang = 'en' or ${clubOfMenu('m')} % 2 = 0`,
    ],
    [
      'menu_sections',
      `insert into menu_sections (id, menu_id, name, position) overriding system value
      select s, ${menuOfSection('s')}, (array['Starters','Pasta','Mains','Sides','Desserts','Drinks'])[(s - 1) % ${L.sectionsPerMenu} + 1],
        (s - 1) % ${L.sectionsPerMenu}
      from generate_series(1, ${sections}) s`,
    ],
    [
      'section_translations',
      `insert into section_translations (section_id, language, translated_name, original_name)
      select s, lang, 'Section ' || lang || ' ' || ((s - 1) % ${L.sectionsPerMenu} + 1),
        (array['Starters','Pasta','Mains','Sides','Desserts','Drinks'])[(s - 1) % ${L.sectionsPerMenu} + 1]
      from generate_series(1, ${sections}) s, unnest(array['en','de']) lang
      where lang = 'en' or ${clubOfMenu(menuOfSection('s'))} % 2 = 0`,
    ],
    [
      'menu_items',
      `insert into menu_items (id, section_id, name, description, ingredients, allergens, price,
        position, best_seller, suggested)
      overriding system value
      select i, ${sectionOfItem('i')}, ${DISH}[(i - 1) % 10 + 1] || ' ' || i,
        'A house classic made every day with seasonal produce from nearby farms',
        'flour, eggs, tomato, olive oil, basil, parmesan',
        (array['["gluten","eggs"]','["milk"]','["fish"]','["nuts"]','[]'])[(i - 1) % 5 + 1]::jsonb,
        8 + (i % 17), (i - 1) % ${L.itemsPerSection}, i % 13 = 0, i % 11 = 0
      from generate_series(1, ${items}) i`,
    ],
    [
      'item_translations',
      `insert into item_translations (item_id, language, translated_name, translated_description,
        translated_ingredients, original_name, original_description, original_ingredients)
      select i, lang, 'Dish ' || lang || ' ' || i, 'A house classic, translated (' || lang || ')',
        'flour, eggs, tomato (' || lang || ')', ${DISH}[(i - 1) % 10 + 1] || ' ' || i,
        'A house classic made every day with seasonal produce from nearby farms',
        'flour, eggs, tomato, olive oil, basil, parmesan'
      from generate_series(1, ${items}) i, unnest(array['en','de']) lang
      where lang = 'en' or ${clubOfMenu(menuOfSection(sectionOfItem('i')))} % 2 = 0`,
    ],
    // identity columns continue after the explicit ids, as if the rows had been written one by one
    ...['addresses', 'users', 'clubs', 'table_zones', 'tables', 'menus', 'menu_sections', 'menu_items'].map(
      (table) => [
        `${table} identity`,
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      ],
    ),
  ];
}

/**
 * Runs the seed through `exec(sql)` (one statement at a time) in one transaction, triggers off,
 * then VACUUM ANALYZE and CHECKPOINT: the planner knows the new sizes, and neither autovacuum nor
 * the checkpointer catches up with the load during the measured runs. Prints each step's time;
 * returns the total in ms.
 */
export async function seedClubs(exec, clubs, { log = console.log } = {}) {
  const started = performance.now();
  await exec('begin');
  try {
    await exec('set local session_replication_role = replica');
    for (const [name, statement] of seedStatements(clubs)) {
      const stepStarted = performance.now();
      await exec(statement);
      log(`    ${name.padEnd(22)} ${Math.round(performance.now() - stepStarted)} ms`);
    }
    await exec('commit');
  } catch (error) {
    await exec('rollback').catch(() => {});
    throw error;
  }
  // VACUUM as well as ANALYZE: after a bulk load of millions of rows, autovacuum would otherwise
  // start its own pass over them (the insert threshold of PostgreSQL 13+) in the middle of the
  // measured runs; the fixed-rate floor at 10,000 clubs was 7x that of 10 clubs while it did.
  // CHECKPOINT then writes the loaded pages out now rather than during the runs.
  const analyzeStarted = performance.now();
  await exec('vacuum analyze');
  await exec('checkpoint');
  log(`    ${'vacuum, checkpoint'.padEnd(22)} ${Math.round(performance.now() - analyzeStarted)} ms`);
  return performance.now() - started;
}
