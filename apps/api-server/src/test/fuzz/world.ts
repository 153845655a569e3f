/**
 * The two owners the fuzzer plays with, each with a club full of things (menus, sections, items,
 * tables, zones, schedulings, banners, translations, a card and an invoice) whose texts carry the
 * owner's marker, so an answer that shows one owner's text to the other is caught by a substring
 * search. Owner A is the demo owner (two clubs); owner B is inserted here.
 */

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  addresses,
  banners,
  brands,
  clubMembers,
  clubSubscriptions,
  clubs,
  invoices,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
  menuTranslations,
  paymentMethods,
  paymentPlans,
  schedulings,
  sectionTranslations,
  tables,
  tableZones,
  themes,
  users,
  waiterCalls,
} from '#db/schema.ts';
import { DEFAULT_THEME } from '#modules/clubs/default-theme.ts';
import { EXAMPLE_SELLER } from '#modules/payments/invoices/invoice-parties.ts';
import { upsertInvoice } from '#modules/payments/subscription-store.ts';
import type { IdPools } from './schema-arbitraries.ts';

export type OwnerName = 'A' | 'B';

export interface MenuWorld {
  id: number;
  sections: { id: number; items: number[] }[];
  schedulings: number[];
}

export interface ClubWorld {
  clubId: number;
  menus: MenuWorld[];
  tables: number[];
  zones: number[];
  themes: number[];
  waiterCalls: number[];
  paymentMethods: string[];
  invoices: number[];
  /** the payment plans on sale in the club's country (what a subscription can name) */
  plansOnSale: number[];
}

/**
 * How many of an owner's first clubs (the seeded ones, full of menus, tables and cards) most chains
 * start from (body-binding.ts). The clubs the fuzzer creates (createClub) start empty; picked as
 * often as the seeded ones, they would soon leave most calls naming no menu at all.
 */
export const SEEDED_CLUBS = 2;

export interface OwnerWorld {
  userId: number;
  marker: string;
  clubs: ClubWorld[];
  /** names of the images the owner's logos and banners show (getImage's path) */
  images: string[];
}

/** An image's name in its address (`…/images/<name>`), as uploads.imageUrl writes it. */
const IMAGE_NAME_IN_URL = /\/images\/([A-Za-z0-9._-]+)$/;

/** The `index`-th of a list, counted round (indexes are generated without knowing its length). */
export function pickFrom<T>(list: readonly T[], index: number | undefined): T | undefined {
  return list.length === 0 ? undefined : list[(index ?? 0) % list.length];
}

type Rows<T> = { rows: T[] };

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Appends the marker to every text of the owner's things (A's demo data came without one). */
export async function markOwnerTexts(db: Db, userId: number, marker: string): Promise<void> {
  const suffix = ` ${marker}`;
  const clubIds = sql`(select club_id from club_members where user_id = ${userId})`;
  const menuIds = sql`(select id from menus where club_id in ${clubIds})`;
  const sectionIds = sql`(select id from menu_sections where menu_id in ${menuIds})`;
  const itemIds = sql`(select id from menu_items where section_id in ${sectionIds})`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update clubs set name = name || ${suffix}, company_name = company_name || ${suffix} where id in ${clubIds}`,
    );
    await tx.execute(
      sql`update menus set name = name || ${suffix}, footer = coalesce(footer, '') || ${suffix} where id in ${menuIds}`,
    );
    await tx.execute(sql`update menu_sections set name = name || ${suffix} where id in ${sectionIds}`);
    await tx.execute(
      sql`update menu_items set name = name || ${suffix}, description = coalesce(description, '') || ${suffix} where id in ${itemIds}`,
    );
    await tx.execute(sql`update tables set name = name || ${suffix} where club_id in ${clubIds}`);
    await tx.execute(sql`update table_zones set name = name || ${suffix} where club_id in ${clubIds}`);
    await tx.execute(
      sql`update menu_translations set translated_name = translated_name || ${suffix} where menu_id in ${menuIds}`,
    );
    await tx.execute(
      sql`update section_translations set translated_name = translated_name || ${suffix} where section_id in ${sectionIds}`,
    );
    await tx.execute(
      sql`update item_translations set translated_name = coalesce(translated_name, '') || ${suffix} where item_id in ${itemIds}`,
    );
    await tx.execute(sql`update banners set title = title || ${suffix} where menu_id in ${menuIds}`);
    await tx.execute(sql`update themes set name = name || ${suffix} where club_id in ${clubIds}`);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A menu full of things, placed at `position`: a translation, two sections of two items (with
 * translations, one branded), a scheduling, a banner (reading and deleting one needs a menu that
 * has one) and a waiter call from `tableId`. Every text carries the owner's marker.
 */
async function insertStockedMenu(
  tx: Tx,
  options: {
    clubId: number;
    position: number;
    name: string;
    marker: string;
    themeId: number | null;
    zoneId: number | null;
    tableId: number | null;
  },
): Promise<void> {
  const text = (value: string) => `${value} ${options.marker}`;
  const [menu] = await tx
    .insert(menus)
    .values({
      clubId: options.clubId,
      name: text(options.name),
      footer: text('Footer'),
      position: options.position,
      translationsEnabled: true,
      callWaiterEnabled: true,
      themeId: options.themeId,
    })
    .returning({ id: menus.id });
  if (!menu) throw new Error('fuzz world: menu not created');
  await tx
    .insert(menuTranslations)
    .values({ menuId: menu.id, language: 'en', translatedName: text('Lunch') });
  for (const sectionPosition of [0, 1]) {
    const [section] = await tx
      .insert(menuSections)
      .values({ menuId: menu.id, name: text(`Section ${sectionPosition}`), position: sectionPosition })
      .returning({ id: menuSections.id });
    if (!section) throw new Error('fuzz world: section not created');
    await tx
      .insert(sectionTranslations)
      .values({ sectionId: section.id, language: 'en', translatedName: text('Section') });
    for (const itemPosition of [0, 1]) {
      const [item] = await tx
        .insert(menuItems)
        .values({
          sectionId: section.id,
          name: text(`Dish ${itemPosition}`),
          description: text('Description'),
          allergens: ['milk'],
          price: 9.5,
          position: itemPosition,
          branded: itemPosition === 1,
        })
        .returning({ id: menuItems.id });
      if (!item) throw new Error('fuzz world: item not created');
      await tx.insert(itemTranslations).values({
        itemId: item.id,
        language: 'en',
        translatedName: text('Dish'),
        translatedDescription: text('Description'),
      });
    }
  }
  await tx.insert(schedulings).values({
    menuId: menu.id,
    days: [1, 2, 3],
    startTime: '12:00',
    endTime: '15:00',
    zoneId: options.zoneId,
  });
  await tx.insert(banners).values({ menuId: menu.id, title: text('Promo'), price: text('12') });
  if (options.tableId !== null) {
    await tx
      .insert(waiterCalls)
      .values({ clubId: options.clubId, tableId: options.tableId, menuId: menu.id });
  }
}

/** How many menus each seeded club is kept at (restockMenus). */
const STOCKED_MENUS = 2;

/**
 * Gives each of the owner's seeded clubs new stocked menus (placed last) when the fuzzer's deletes
 * left it fewer than two. Deletes succeed far more often than creates, so a long run otherwise
 * ends with no menu to read, translate or put a banner on, and most operations stop at 404.
 */
export async function restockMenus(db: Db, world: OwnerWorld): Promise<boolean> {
  let restocked = false;
  for (const club of world.clubs.slice(0, SEEDED_CLUBS)) {
    if (club.menus.length >= STOCKED_MENUS) continue;
    await db.transaction(async (tx) => {
      for (let position = club.menus.length; position < STOCKED_MENUS; position += 1) {
        await insertStockedMenu(tx, {
          clubId: club.clubId,
          position,
          name: `Restocked ${position}`,
          marker: world.marker,
          themeId: null,
          zoneId: club.zones[0] ?? null,
          tableId: club.tables[0] ?? null,
        });
      }
    });
    restocked = true;
  }
  return restocked;
}

/**
 * Owner B's club, inserted directly (on Smart with every switch on, so the fuzzer reaches the
 * features behind the plan): two menus, sections, items, translations in Italian, a scheduling,
 * a banner on each menu, two zones and three tables, a primary card (a demo test card that
 * pays), a paid invoice and an open one.
 */
export async function seedSecondOwnerClub(db: Db, userId: number, marker: string): Promise<number> {
  const text = (value: string) => `${value} ${marker}`;
  return db.transaction(async (tx) => {
    const [address] = await tx
      .insert(addresses)
      .values({ line1: text('Via Roma 1'), city: 'Milano', state: 'MI', country: 'IT', postalCode: '20121' })
      .returning({ id: addresses.id });
    const [brand] = await tx.select({ id: brands.id }).from(brands).limit(1);
    const [club] = await tx
      .insert(clubs)
      .values({
        name: text('Osteria'),
        enabled: true,
        seats: 40,
        addressId: address?.id ?? 0,
        timeZone: 'Europe/Rome',
        companyName: text('Osteria S.r.l.'),
        vatNumber: '01234567897',
        displayEmail: 'osteria@example.com',
        callWaiterEnabled: true,
        menuLabelEnabled: true,
        bannerUpdateEnabled: true,
        pdfMenuEnabled: true,
        translationsEnabled: true,
        brandId: brand?.id ?? null,
        plan: 'smart',
      })
      .returning({ id: clubs.id });
    if (!club) throw new Error('fuzz world: club not created');
    await tx.insert(clubMembers).values({ clubId: club.id, userId, role: 'owner' });
    // Smart granted by the Tavola team, as migration 0008 recorded the plans clubs had before payments
    await tx.insert(clubSubscriptions).values({ clubId: club.id, state: 'granted', plan: 'smart' });
    const [theme] = await tx
      .insert(themes)
      .values({ ...DEFAULT_THEME, name: text('Theme'), clubId: club.id })
      .returning({ id: themes.id });
    await tx
      .update(clubs)
      .set({ themeId: theme?.id ?? null })
      .where(eq(clubs.id, club.id));
    const zoneRows = await tx
      .insert(tableZones)
      .values([
        { clubId: club.id, name: text('Garden') },
        { clubId: club.id, name: text('Hall') },
      ])
      .returning({ id: tableZones.id });
    const tableRows = await tx
      .insert(tables)
      .values([
        { clubId: club.id, name: text('T1'), zoneId: zoneRows[0]?.id ?? null },
        { clubId: club.id, name: text('T2'), zoneId: zoneRows[0]?.id ?? null },
        { clubId: club.id, name: text('T3'), zoneId: null },
      ])
      .returning({ id: tables.id });
    for (const [position, name] of ['Pranzo', 'Vini'].entries()) {
      await insertStockedMenu(tx, {
        clubId: club.id,
        position,
        name,
        marker,
        themeId: theme?.id ?? null,
        zoneId: zoneRows[1]?.id ?? null,
        tableId: tableRows[0]?.id ?? null,
      });
    }
    // one of the demo provider's test cards that pays (4242): payInvoice and the subscription's
    // calls can succeed, so their handlers' writes are checked against the invariants too
    await tx.insert(paymentMethods).values({
      clubId: club.id,
      providerId: `pm_demo_4242_fuzz${club.id}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2040,
      isPrimary: true,
    });
    const [plan] = await tx
      .select()
      .from(paymentPlans)
      .where(and(eq(paymentPlans.country, 'IT'), eq(paymentPlans.plan, 'smart'), eq(paymentPlans.months, 1)));
    await insertSmartMonthInvoice(tx, {
      clubId: club.id,
      providerId: `in_fuzz_${club.id}`,
      number: text('INV-1'),
      periodStart: new Date('2026-01-01T00:00:00Z'),
      periodEnd: new Date('2026-02-01T00:00:00Z'),
      status: 'paid',
      amountCents: plan?.priceCents,
      vatBasisPoints: plan?.vatBasisPoints,
    });
    await insertOpenInvoice(tx, club.id, text('INV-2'));
    return club.id;
  });
}

/**
 * An invoice still open, as a renewal the card once declined leaves it: what payInvoice charges
 * again. With a card that pays, the fuzzer's payInvoice can succeed (once per invoice), so its
 * writes are checked against the invariants like every other handler's.
 */
export async function insertOpenInvoice(db: Db | Tx, clubId: number, number: string): Promise<void> {
  await insertSmartMonthInvoice(db, {
    clubId,
    providerId: `in_fuzz_open_${clubId}`,
    number,
    periodStart: new Date('2026-02-01T00:00:00Z'),
    periodEnd: new Date('2026-03-01T00:00:00Z'),
    status: 'open',
  });
}

/** A month of Smart billed to a club: paid on the period's first day, or still open. */
async function insertSmartMonthInvoice(
  db: Db | Tx,
  invoice: {
    clubId: number;
    providerId: string;
    number: string;
    periodStart: Date;
    periodEnd: Date;
    status: 'paid' | 'open';
    amountCents?: number;
    vatBasisPoints?: number;
  },
): Promise<void> {
  const amountCents = invoice.amountCents ?? 1000;
  const vatCents = Math.round((amountCents * (invoice.vatBasisPoints ?? 2200)) / 10_000);
  // issued as the server issues one: numbered in its series, with the parties' snapshot
  await upsertInvoice(
    db,
    invoice.clubId,
    {
      id: invoice.providerId,
      number: invoice.number,
      status: invoice.status,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      amountCents,
      vatCents,
      totalCents: amountCents + vatCents,
      currency: 'EUR',
      hostedUrl: null,
      paidAt: invoice.status === 'paid' ? invoice.periodStart : null,
    },
    { plan: 'smart', months: 1, vatBasisPoints: invoice.vatBasisPoints ?? 2200 },
    { seller: EXAMPLE_SELLER, demo: true },
  );
}

/** What the owner has now (ids change as the fuzzer creates and deletes things). */
export async function loadOwnerWorld(db: Db, userId: number, marker: string): Promise<OwnerWorld> {
  const clubRows = await db
    .select({ id: clubMembers.clubId })
    .from(clubMembers)
    .where(eq(clubMembers.userId, userId))
    .orderBy(clubMembers.clubId);
  const clubIds = clubRows.map((row) => row.id);
  if (clubIds.length === 0) return { userId, marker, clubs: [], images: [] };
  // the owner's clubs, as a list a statement takes (whole numbers read from the database)
  const clubList = sql.raw(`(${clubIds.join(',')})`);
  const [
    menuRows,
    sectionRows,
    itemRows,
    schedulingRows,
    tableRows,
    zoneRows,
    themeRows,
    callRows,
    cardRows,
    invoiceRows,
    planRows,
    imageRows,
  ] = await Promise.all([
    db
      .select({ id: menus.id, clubId: menus.clubId })
      .from(menus)
      .where(inArray(menus.clubId, clubIds))
      .orderBy(menus.id),
    rows<{ id: number; menu_id: number }>(
      db,
      sql`select s.id, s.menu_id from menu_sections s join menus m on m.id = s.menu_id
            where m.club_id in ${clubList} order by s.id`,
    ),
    rows<{ id: number; section_id: number }>(
      db,
      sql`select i.id, i.section_id from menu_items i join menu_sections s on s.id = i.section_id
            join menus m on m.id = s.menu_id where m.club_id in ${clubList} order by i.id`,
    ),
    rows<{ id: number; menu_id: number }>(
      db,
      sql`select s.id, s.menu_id from schedulings s join menus m on m.id = s.menu_id
            where m.club_id in ${clubList} order by s.id`,
    ),
    db
      .select({ id: tables.id, clubId: tables.clubId })
      .from(tables)
      .where(inArray(tables.clubId, clubIds))
      .orderBy(tables.id),
    db
      .select({ id: tableZones.id, clubId: tableZones.clubId })
      .from(tableZones)
      .where(inArray(tableZones.clubId, clubIds))
      .orderBy(tableZones.id),
    db
      .select({ id: themes.id, clubId: themes.clubId })
      .from(themes)
      .where(inArray(themes.clubId, clubIds))
      .orderBy(themes.id),
    db
      .select({ id: waiterCalls.id, clubId: waiterCalls.clubId })
      .from(waiterCalls)
      .where(inArray(waiterCalls.clubId, clubIds))
      .orderBy(waiterCalls.id),
    db
      .select({ id: paymentMethods.providerId, clubId: paymentMethods.clubId })
      .from(paymentMethods)
      .where(inArray(paymentMethods.clubId, clubIds))
      .orderBy(paymentMethods.id),
    db
      .select({ id: invoices.id, clubId: invoices.clubId })
      .from(invoices)
      .where(inArray(invoices.clubId, clubIds))
      .orderBy(invoices.id),
    rows<{ id: number; club_id: number }>(
      db,
      sql`select p.id, c.id as club_id from clubs c join addresses a on a.id = c.address_id
            join payment_plans p on p.country = upper(a.country) and p.active
            where c.id in ${clubList} order by p.id`,
    ),
    rows<{ url: string | null }>(
      db,
      sql`select logo as url from clubs where id in ${clubList}
          union all select logo from menus where club_id in ${clubList}
          union all select b.image_url from banners b join menus m on m.id = b.menu_id
            where m.club_id in ${clubList}`,
    ),
  ]);
  const ofClub = <T extends { clubId: number | null; id: V }, V>(list: T[], clubId: number) =>
    list.filter((row) => row.clubId === clubId).map((row) => row.id);
  return {
    userId,
    marker,
    clubs: clubIds.map((clubId) => ({
      clubId,
      menus: menuRows
        .filter((menu) => menu.clubId === clubId)
        .map((menu) => ({
          id: menu.id,
          sections: sectionRows
            .filter((section) => section.menu_id === menu.id)
            .map((section) => ({
              id: section.id,
              items: itemRows.filter((item) => item.section_id === section.id).map((item) => item.id),
            })),
          schedulings: schedulingRows.filter((row) => row.menu_id === menu.id).map((row) => row.id),
        })),
      tables: ofClub(tableRows, clubId),
      zones: ofClub(zoneRows, clubId),
      themes: ofClub(themeRows, clubId),
      waiterCalls: ofClub(callRows, clubId),
      paymentMethods: ofClub(cardRows, clubId),
      invoices: ofClub(invoiceRows, clubId),
      plansOnSale: planRows.filter((row) => row.club_id === clubId).map((row) => row.id),
    })),
    images: [
      ...new Set(imageRows.flatMap((row) => IMAGE_NAME_IN_URL.exec(row.url ?? '')?.slice(1, 2) ?? [])),
    ],
  };
}

/** Every real id both owners have at the start, by entity, for integer fields of generated bodies. */
export async function idPools(db: Db, worlds: OwnerWorld[]): Promise<IdPools> {
  const byName = new Map<string, number[]>();
  const add = (name: string, ids: number[]) => byName.set(name, [...(byName.get(name) ?? []), ...ids]);
  for (const world of worlds) {
    for (const club of world.clubs) {
      add('club', [club.clubId]);
      add(
        'menu',
        club.menus.map((menu) => menu.id),
      );
      add(
        'section',
        club.menus.flatMap((menu) => menu.sections.map((section) => section.id)),
      );
      add(
        'item',
        club.menus.flatMap((menu) => menu.sections.flatMap((section) => section.items)),
      );
      add(
        'scheduling',
        club.menus.flatMap((menu) => menu.schedulings),
      );
      add('table', club.tables);
      add('zone', club.zones);
      add('tableZone', club.zones);
      add('theme', club.themes);
      add('call', club.waiterCalls);
      add('invoice', club.invoices);
    }
  }
  const brandRows = await db.select({ id: brands.id }).from(brands);
  add(
    'brand',
    brandRows.map((row) => row.id),
  );
  const builtinThemes = await rows<{ id: number }>(db, sql`select id from themes where club_id is null`);
  add(
    'theme',
    builtinThemes.map((row) => row.id),
  );
  const planRows = await db.select({ id: paymentPlans.id }).from(paymentPlans);
  add(
    'paymentPlan',
    planRows.map((row) => row.id),
  );
  const all = [...new Set([...byName.values()].flat())];
  return { byName, all };
}

/**
 * Brings the club's subscription to its due moment, as if the clock had reached it: a paid period
 * or partner offer ends at `at`, an unpaid invoice's days to pay run out at `at`; the club's expiry
 * column follows, as the subscription store keeps it. The billing clock's next pass then has
 * something to do for the club, whatever its state.
 */
export async function makeSubscriptionDue(db: Db, clubId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update club_subscriptions set
        period_end = case when state in ('paid', 'partner_offered') then ${at} else period_end end,
        grace_until =
          case when state in ('invoice_unpaid', 'balance_insufficient') then ${at} else grace_until end
      where club_id = ${clubId}`);
    await tx.execute(sql`
      update clubs c
        set subscription_expiration = ((s.period_end - interval '1 millisecond') at time zone 'UTC')::date
      from club_subscriptions s where s.club_id = c.id and c.id = ${clubId}`);
  });
}

/** Ends an account deletion request made by the fuzzer, so the owner can sign in again. */
export async function undoDeletionRequest(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ deletionRequestedAt: null }).where(eq(users.id, userId));
}
