/**
 * What must hold in the database whatever a request did, checked with SQL after every fuzzed call
 * (one query: every check is a `select` of the violations it finds, all joined by `union all`),
 * and a digest of everything an owner has, to prove another caller changed none of it.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';

type Rows<T> = { rows: T[] };

const CONTROL = String.raw`[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]`;

/** Positions of the children of each parent are 0..n-1: no gap, no repeat. */
function positions(table: string, parent: string, label: string): string {
  return `select '${label} positions under ${parent} ' || ${parent} || ': ' || string_agg(position::text, ',' order by position)
    from ${table} group by ${parent}
    having min(position) <> 0 or max(position) <> count(*) - 1 or count(distinct position) <> count(*)`;
}

function orphans(table: string, column: string, parent: string, label: string): string {
  return `select '${label} ' || t.id || ' points to missing ${parent} ' || t.${column}
    from ${table} t left join ${parent} p on p.id = t.${column}
    where t.${column} is not null and p.id is null`;
}

function textRule(table: string, column: string): string {
  return `select '${table}.${column} of ' || id || ' is blank or holds control characters'
    from ${table} where btrim(${column}) = '' or ${column} ~ '${CONTROL}'`;
}

const CHECKS: string[] = [
  positions('menus', 'club_id', 'menu'),
  positions('menu_sections', 'menu_id', 'section'),
  positions('menu_items', 'section_id', 'item'),
  positions('item_option_groups', 'item_id', 'option group'),
  positions('item_options', 'group_id', 'option'),
  // the foreign keys make most orphans impossible; checked anyway, they are cheap and a migration
  // that drops a key would otherwise go unnoticed
  orphans('menus', 'club_id', 'clubs', 'menu'),
  orphans('menu_sections', 'menu_id', 'menus', 'section'),
  orphans('menu_items', 'section_id', 'menu_sections', 'item'),
  orphans('menu_translations', 'menu_id', 'menus', 'menu translation'),
  orphans('section_translations', 'section_id', 'menu_sections', 'section translation'),
  orphans('item_translations', 'item_id', 'menu_items', 'item translation'),
  orphans('schedulings', 'menu_id', 'menus', 'scheduling'),
  orphans('schedulings', 'zone_id', 'table_zones', 'scheduling'),
  orphans('banners', 'menu_id', 'menus', 'banner'),
  orphans('tables', 'club_id', 'clubs', 'table'),
  orphans('tables', 'zone_id', 'table_zones', 'table'),
  orphans('table_zones', 'club_id', 'clubs', 'zone'),
  orphans('payment_methods', 'club_id', 'clubs', 'payment method'),
  orphans('invoices', 'club_id', 'clubs', 'invoice'),
  orphans('waiter_calls', 'table_id', 'tables', 'waiter call'),
  orphans('clubs', 'address_id', 'addresses', 'club'),
  `select 'club ' || c.id || ' has no owner' from clubs c
    where not exists (select 1 from club_members m where m.club_id = c.id and m.role = 'owner')`,
  // exactly one primary card per club that has cards (the schema's comment; renewals charge it)
  `select 'club ' || club_id || ' has ' || count(*) filter (where is_primary) || ' primary cards of ' || count(*)
    from payment_methods group by club_id having count(*) filter (where is_primary) <> 1`,
  // references never cross from one club into another
  `select 'table ' || t.id || ' of club ' || t.club_id || ' is in zone ' || z.id || ' of club ' || z.club_id
    from tables t join table_zones z on z.id = t.zone_id where z.club_id <> t.club_id`,
  `select 'scheduling ' || s.id || ' of club ' || m.club_id || ' names zone ' || z.id || ' of club ' || z.club_id
    from schedulings s join menus m on m.id = s.menu_id join table_zones z on z.id = s.zone_id
    where z.club_id <> m.club_id`,
  `select 'menu ' || m.id || ' of club ' || m.club_id || ' uses theme ' || t.id || ' of club ' || t.club_id
    from menus m join themes t on t.id = m.theme_id where t.club_id is not null and t.club_id <> m.club_id`,
  `select 'club ' || c.id || ' uses theme ' || t.id || ' of club ' || t.club_id
    from clubs c join themes t on t.id = c.theme_id where t.club_id is not null and t.club_id <> c.id`,
  `select 'waiter call ' || w.id || ' of club ' || w.club_id || ' names table ' || t.id || ' of club ' || t.club_id
    from waiter_calls w join tables t on t.id = w.table_id where t.club_id <> w.club_id`,
  `select 'waiter call ' || w.id || ' of club ' || w.club_id || ' names menu ' || m.id || ' of club ' || m.club_id
    from waiter_calls w join menus m on m.id = w.menu_id where m.club_id <> w.club_id`,
  // a subscription has what its state needs and nothing a state without payment cannot have
  // (the domain's machine, packages/domain/src/subscription.ts)
  `select 'subscription of club ' || club_id || ' is ' || state || ' with plan ' || coalesce(plan, '-')
       || ', months ' || coalesce(months::text, '-') || ', renewal ' || renewal
       || ', end ' || coalesce(period_end::text, '-')
       || ', days to pay until ' || coalesce(grace_until::text, '-')
    from club_subscriptions
    where (renewal and state <> 'paid')
       or (state = 'freemium' and (plan is not null or months is not null or period_end is not null
                                   or grace_until is not null))
       or (state <> 'freemium' and plan is null)
       or (state in ('paid', 'payment_pending', 'invoice_unpaid', 'balance_insufficient') and months is null)
       or (state in ('paid', 'partner_offered') and period_end is null)
       or (state = 'paid' and grace_until is not null)
       or (state in ('invoice_unpaid', 'balance_insufficient') and grace_until is null)
       or (state = 'payment_pending' and previous is null)`,
  // a club on a plan has the subscription that says why (migration 0008 gave one to every such club)
  `select 'club ' || c.id || ' is on ' || c.plan || ' with no subscription'
    from clubs c where c.plan <> 'freemium'
      and not exists (select 1 from club_subscriptions s where s.club_id = c.id)`,
  // the club's plan columns (what every entitlement check reads) follow its subscription, written
  // in the same transaction (subscription-store.ts)
  `select 'club ' || c.id || ' has plan ' || c.plan || ', renewal ' || c.subscription_enabled
       || ', expiry ' || coalesce(c.subscription_expiration::text, '-') || ' but its subscription is '
       || s.state || ' of ' || coalesce(s.plan, '-') || ' ending ' || coalesce(s.period_end::text, '-')
    from clubs c join club_subscriptions s on s.club_id = c.id
    where c.plan <> case s.state when 'freemium' then 'freemium'
                                 when 'payment_pending' then coalesce(s.previous->>'plan', 'freemium')
                                 else s.plan end
       or c.subscription_enabled <> s.renewal
       or c.early_adopter <> (s.state = 'early_adopter')
       or c.subscription_expiration is distinct from
          ((s.period_end - interval '1 millisecond') at time zone 'UTC')::date`,
  // stored values keep the shapes the contract promises
  `select 'item ' || id || ' has allergens ' || allergens::text from menu_items
    where jsonb_typeof(allergens) <> 'array'
       or exists (select 1 from jsonb_array_elements(allergens) a where jsonb_typeof(a) <> 'string')`,
  `select 'item ' || id || ' has a negative price' from menu_items where price < 0`,
  `select 'scheduling ' || id || ' has days ' || days::text from schedulings
    where jsonb_typeof(days) <> 'array' or jsonb_array_length(days) = 0
       or exists (select 1 from jsonb_array_elements(days) d
                  where jsonb_typeof(d) <> 'number' or d::text::numeric not in (1, 2, 3, 4, 5, 6, 7))`,
  `select 'scheduling ' || id || ' runs ' || start_time || '-' || end_time from schedulings
    where start_time !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' or end_time !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'`,
  `select 'menu ' || m.id || ' is translated into its own language ' || t.language
    from menu_translations t join menus m on m.id = t.menu_id where t.language = m.source_language`,
  `select 'section ' || s.id || ' is translated into its menu''s own language ' || t.language
    from section_translations t join menu_sections s on s.id = t.section_id join menus m on m.id = s.menu_id
    where t.language = m.source_language`,
  `select 'item ' || i.id || ' is translated into its menu''s own language ' || t.language
    from item_translations t join menu_items i on i.id = t.item_id
    join menu_sections s on s.id = i.section_id join menus m on m.id = s.menu_id
    where t.language = m.source_language`,
  // the rules of option groups and dietary tags (packages/domain: item-options.ts, dietary.ts)
  `select 'option group ' || g.id || ' is ' || g.choice || ' ' || g.min_choices || '..' || g.max_choices
       || ', required ' || g.required || ', with ' || count(o.id) || ' options'
    from item_option_groups g left join item_options o on o.group_id = g.id
    group by g.id
    having (g.choice = 'single' and g.max_choices <> 1) or g.min_choices > g.max_choices
        or g.required <> (g.min_choices >= 1) or g.min_choices > count(o.id) or count(o.id) > 50`,
  `select 'item ' || g.item_id || ' has ' || count(distinct g.id) || ' option groups and ' || count(o.id) || ' options'
    from item_option_groups g left join item_options o on o.group_id = g.id
    group by g.item_id having count(distinct g.id) > 20 or count(o.id) > 100`,
  `select 'item ' || id || ' is tagged ' || dietary_tags::text || ' with allergens ' || allergens::text
    from menu_items
    where (dietary_tags ? 'vegan' and (allergens ? 'milk' or allergens ? 'eggs'))
       or (dietary_tags ? 'gluten-free' and allergens ? 'gluten')`,
  `select 'option ' || id || ' has a negative price' from item_options where price < 0`,
  `select 'option group ' || g.id || ' is translated into its menu''s own language ' || t.language
    from item_option_group_translations t join item_option_groups g on g.id = t.group_id
    join menu_items i on i.id = g.item_id join menu_sections s on s.id = i.section_id
    join menus m on m.id = s.menu_id
    where t.language = m.source_language`,
  `select 'option ' || o.id || ' is translated into its menu''s own language ' || t.language
    from item_option_translations t join item_options o on o.id = t.option_id
    join item_option_groups g on g.id = o.group_id join menu_items i on i.id = g.item_id
    join menu_sections s on s.id = i.section_id join menus m on m.id = s.menu_id
    where t.language = m.source_language`,
  textRule('item_option_groups', 'name'),
  textRule('item_options', 'name'),
  textRule('menus', 'name'),
  textRule('menu_sections', 'name'),
  textRule('menu_items', 'name'),
  textRule('tables', 'name'),
  textRule('table_zones', 'name'),
  textRule('clubs', 'name'),
];

const INVARIANTS_QUERY = sql.raw(CHECKS.map((check) => `(${check})`).join('\nunion all\n'));

/** The invariants the data breaks now (empty when all hold). */
export async function brokenInvariants(db: Db): Promise<string[]> {
  const result = (await db.execute(INVARIANTS_QUERY)) as unknown as Rows<Record<string, string>>;
  return result.rows.map((row) => Object.values(row)[0] ?? '');
}

/** Per table, a digest of the rows that belong to the owner's clubs (what another caller must not change). */
const OWNED: Record<string, (clubs: SQL) => SQL> = {
  clubs: (clubs) => sql`select t::text from clubs t where t.id in ${clubs}`,
  addresses: (clubs) =>
    sql`select t::text from addresses t where t.id in (select address_id from clubs where id in ${clubs})
        or t.id in (select billing_address_id from clubs where id in ${clubs})`,
  club_members: (clubs) => sql`select t::text from club_members t where t.club_id in ${clubs}`,
  menus: (clubs) => sql`select t::text from menus t where t.club_id in ${clubs}`,
  menu_sections: (clubs) =>
    sql`select t::text from menu_sections t join menus m on m.id = t.menu_id where m.club_id in ${clubs}`,
  menu_items: (clubs) =>
    sql`select t::text from menu_items t join menu_sections s on s.id = t.section_id
        join menus m on m.id = s.menu_id where m.club_id in ${clubs}`,
  menu_translations: (clubs) =>
    sql`select t::text from menu_translations t join menus m on m.id = t.menu_id where m.club_id in ${clubs}`,
  section_translations: (clubs) =>
    sql`select t::text from section_translations t join menu_sections s on s.id = t.section_id
        join menus m on m.id = s.menu_id where m.club_id in ${clubs}`,
  item_translations: (clubs) =>
    sql`select t::text from item_translations t join menu_items i on i.id = t.item_id
        join menu_sections s on s.id = i.section_id join menus m on m.id = s.menu_id where m.club_id in ${clubs}`,
  item_option_groups: (clubs) =>
    sql`select t::text from item_option_groups t join menu_items i on i.id = t.item_id
        join menu_sections s on s.id = i.section_id join menus m on m.id = s.menu_id where m.club_id in ${clubs}`,
  item_options: (clubs) =>
    sql`select t::text from item_options t join item_option_groups g on g.id = t.group_id
        join menu_items i on i.id = g.item_id join menu_sections s on s.id = i.section_id
        join menus m on m.id = s.menu_id where m.club_id in ${clubs}`,
  item_option_group_translations: (clubs) =>
    sql`select t::text from item_option_group_translations t join item_option_groups g on g.id = t.group_id
        join menu_items i on i.id = g.item_id join menu_sections s on s.id = i.section_id
        join menus m on m.id = s.menu_id where m.club_id in ${clubs}`,
  item_option_translations: (clubs) =>
    sql`select t::text from item_option_translations t join item_options o on o.id = t.option_id
        join item_option_groups g on g.id = o.group_id join menu_items i on i.id = g.item_id
        join menu_sections s on s.id = i.section_id join menus m on m.id = s.menu_id where m.club_id in ${clubs}`,
  schedulings: (clubs) =>
    sql`select t::text from schedulings t join menus m on m.id = t.menu_id where m.club_id in ${clubs}`,
  banners: (clubs) =>
    sql`select t::text from banners t join menus m on m.id = t.menu_id where m.club_id in ${clubs}`,
  tables: (clubs) => sql`select t::text from tables t where t.club_id in ${clubs}`,
  table_zones: (clubs) => sql`select t::text from table_zones t where t.club_id in ${clubs}`,
  themes: (clubs) => sql`select t::text from themes t where t.club_id in ${clubs}`,
  payment_methods: (clubs) => sql`select t::text from payment_methods t where t.club_id in ${clubs}`,
  invoices: (clubs) => sql`select t::text from invoices t where t.club_id in ${clubs}`,
  club_subscriptions: (clubs) => sql`select t::text from club_subscriptions t where t.club_id in ${clubs}`,
  club_messages: (clubs) => sql`select t::text from club_messages t where t.club_id in ${clubs}`,
  // guests open waiter calls on any club (public): only marking one done is the owner's business
  waiter_calls_done: (clubs) =>
    sql`select t::text from waiter_calls t where t.club_id in ${clubs} and t.done_at is not null`,
};

export async function ownerSnapshot(db: Db, userId: number): Promise<Record<string, string>> {
  const clubs = sql`(select club_id from club_members where user_id = ${userId})`;
  const columns = Object.entries(OWNED).map(
    ([name, rowsOf]) =>
      sql`(select coalesce(md5(string_agg(r, '|' order by r)), '') from (${rowsOf(clubs)}) as owned(r)) as ${sql.identifier(name)}`,
  );
  const user = sql`(select md5(t::text) from users t where t.id = ${userId}) as users`;
  const result = (await db.execute(sql`select ${sql.join([...columns, user], sql`, `)}`)) as unknown as Rows<
    Record<string, string>
  >;
  return result.rows[0] ?? {};
}

/**
 * The database's write position (WAL insert LSN): it moves on every write, committed or not, so an
 * unchanged position proves a call wrote nothing, and its checks can be skipped. On a PostgreSQL
 * shared with other test files it also moves for their writes: then the checks just run.
 */
export async function writePosition(db: Db): Promise<string> {
  const result = (await db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as unknown as Rows<{
    lsn: string;
  }>;
  return result.rows[0]?.lsn ?? '';
}

/** The names of the tables whose owned rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}
