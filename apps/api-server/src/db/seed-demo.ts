/**
 * Demo data for the embedded development database: a signed-up owner with two clubs, tables and
 * partner brands, so a newcomer can sign in within a minute. "Trattoria Demo" pays for Smart
 * monthly in demo mode (a 4242 test card on file, one paid invoice, renewal on), so every feature
 * and the billing page can be seen; "Bar Demo" stays on Freemium with its two menus, at the menu
 * limit. Runs at start when SEED_DEMO is on and creates only what is missing (idempotent:
 * a database seeded before "Bar Demo" existed gets it at the next start). Never in production
 * (config refuses it). The menus' dishes are in seed-demo-dishes.ts, their translations in
 * seed-demo-translations.ts.
 */

import { addMonths } from '@tavola/domain/subscription';
import { tableQrPath } from '@tavola/domain/table';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '#lib/passwords.ts';
import { DEFAULT_THEME } from '#modules/clubs/default-theme.ts';
import { EXAMPLE_SELLER, type InvoiceParty } from '#modules/payments/invoices/invoice-parties.ts';
import {
  applySubscriptionEvent,
  upsertInvoice,
  upsertPaymentMethod,
} from '#modules/payments/subscription-store.ts';
import type { Db, DbOrTx } from './client.ts';
import {
  DEMO_BAR_CLUB_NAME,
  DEMO_CLUB_NAME,
  DEMO_CLUB_SLUG,
  DEMO_PASSWORD,
  DEMO_PHONE,
  DEMO_PHONE_STORED,
  DEMO_TOTP_SECRET,
} from './demo-account.ts';
import {
  addresses,
  brands,
  clubMembers,
  clubMessages,
  clubSubscriptions,
  clubs,
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
  menuTranslations,
  paymentPlans,
  sectionTranslations,
  tables,
  tableZones,
  themes,
  users,
} from './schema.ts';
import {
  BAR_MENUS,
  BRANDS,
  type DemoMenu,
  type DemoOptionGroup,
  TRATTORIA_MENUS,
} from './seed-demo-dishes.ts';
import {
  DEMO_ITEM_TEXTS,
  DEMO_MENU_NAMES,
  DEMO_OPTION_NAMES,
  DEMO_SECTION_NAMES,
} from './seed-demo-translations.ts';

/** Inserts a menu with its sections and items (positions in the given order). */
async function insertMenu(
  tx: DbOrTx,
  clubId: number,
  position: number,
  definition: DemoMenu,
  extra: { themeId?: number | null; refreshTime?: number; callWaiterEnabled?: boolean } = {},
) {
  const [menu] = await tx
    .insert(menus)
    .values({
      clubId,
      name: definition.name,
      adminDisplayName: definition.adminDisplayName,
      footer: definition.footer,
      position,
      ...extra,
    })
    .returning({ id: menus.id });
  if (!menu) throw new Error('demo seed: menu not created');
  for (const [sectionPosition, section] of definition.sections.entries()) {
    const [row] = await tx
      .insert(menuSections)
      .values({ menuId: menu.id, name: section.name, position: sectionPosition })
      .returning({ id: menuSections.id });
    if (!row) throw new Error('demo seed: section not created');
    const inserted = await tx
      .insert(menuItems)
      .values(
        section.items.map((item, itemPosition) => ({
          sectionId: row.id,
          name: item.name,
          description: item.description ?? null,
          ingredients: item.ingredients ?? null,
          allergens: item.allergens ?? [],
          additionalNotes: item.additionalNotes ?? null,
          price: item.price,
          priceText: item.priceText ?? null,
          position: itemPosition,
          outOfStock: item.outOfStock ?? false,
          bestSeller: item.bestSeller ?? false,
          suggested: item.suggested ?? false,
          branded: item.branded ?? false,
          dietaryTags: item.dietaryTags ?? [],
          spiciness: item.spiciness ?? 0,
        })),
      )
      .returning({ id: menuItems.id });
    for (const [index, item] of section.items.entries()) {
      const itemId = inserted[index]?.id;
      if (itemId !== undefined && item.optionGroups) await insertOptionGroups(tx, itemId, item.optionGroups);
    }
  }
}

/** An item's option groups and their options, in the given order. */
async function insertOptionGroups(tx: DbOrTx, itemId: number, groups: readonly DemoOptionGroup[]) {
  for (const [position, group] of groups.entries()) {
    const [row] = await tx
      .insert(itemOptionGroups)
      .values({
        itemId,
        name: group.name,
        choice: group.choice,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        required: group.minChoices >= 1,
        position,
      })
      .returning({ id: itemOptionGroups.id });
    if (!row) throw new Error('demo seed: option group not created');
    await tx.insert(itemOptions).values(
      group.options.map((option, optionPosition) => ({
        groupId: row.id,
        name: option.name,
        price: option.price,
        outOfStock: option.outOfStock ?? false,
        allergens: option.allergens ?? [],
        position: optionPosition,
      })),
    );
  }
}

/** "Bar Demo" for the demo owner, unless they have it already; true when it was created. */
async function seedBarDemo(db: Db, ownerId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .innerJoin(clubMembers, eq(clubMembers.clubId, clubs.id))
    .where(and(eq(clubs.name, DEMO_BAR_CLUB_NAME), eq(clubMembers.userId, ownerId)));
  if (existing) return false;
  await db.transaction(async (tx) => {
    const [address] = await tx
      .insert(addresses)
      .values({ line1: 'Piazza Navona 40', city: 'Roma', state: 'RM', country: 'IT', postalCode: '00186' })
      .returning({ id: addresses.id });
    if (!address) throw new Error('demo seed: address not created');
    const [club] = await tx
      .insert(clubs)
      .values({
        name: DEMO_BAR_CLUB_NAME,
        enabled: true,
        seats: 25,
        addressId: address.id,
        timeZone: 'Europe/Rome',
        companyName: 'Bar Demo S.n.c.',
        vatNumber: '01234567897',
        displayPhone: '+39 06 7654 3210',
        instagram: 'https://instagram.com/bardemo',
        plan: 'freemium',
        publicPage: true,
        slug: 'bar-demo',
      })
      .returning({ id: clubs.id });
    if (!club) throw new Error('demo seed: club not created');
    // its own copy of the standard look, as every new club gets
    const [theme] = await tx
      .insert(themes)
      .values({ ...DEFAULT_THEME, clubId: club.id })
      .returning({ id: themes.id });
    await tx
      .update(clubs)
      .set({ themeId: theme?.id ?? null })
      .where(eq(clubs.id, club.id));
    await tx.insert(clubMembers).values({ clubId: club.id, userId: ownerId, role: 'owner' });
    for (const [position, definition] of BAR_MENUS.entries()) {
      await insertMenu(tx, club.id, position, definition, { refreshTime: 0 });
    }
  });
  return true;
}

/**
 * The public page of "Trattoria Demo" on a database seeded before clubs had one, unless it has an
 * address already or another club took this one; true when switched on.
 */
async function seedTrattoriaPublicPage(db: Db, ownerId: number): Promise<boolean> {
  const [club] = await db
    .select({ id: clubs.id, slug: clubs.slug })
    .from(clubs)
    .innerJoin(clubMembers, eq(clubMembers.clubId, clubs.id))
    .where(and(eq(clubs.name, DEMO_CLUB_NAME), eq(clubMembers.userId, ownerId)));
  if (!club || club.slug !== null) return false;
  const [taken] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, DEMO_CLUB_SLUG));
  if (taken) return false;
  await db.update(clubs).set({ publicPage: true, slug: DEMO_CLUB_SLUG }).where(eq(clubs.id, club.id));
  return true;
}

/**
 * Italian and German texts for "Trattoria Demo" with translations, labels and waiter calls switched
 * on for the club and its menus, unless its menus have translations already (a database seeded
 * before they existed gets them at the next start); true when added.
 */
async function seedTrattoriaTranslations(db: Db, ownerId: number): Promise<boolean> {
  const [club] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .innerJoin(clubMembers, eq(clubMembers.clubId, clubs.id))
    .where(and(eq(clubs.name, DEMO_CLUB_NAME), eq(clubMembers.userId, ownerId)));
  if (!club) return false;
  const clubMenus = await db.select().from(menus).where(eq(menus.clubId, club.id));
  const menuIds = clubMenus.map((menu) => menu.id);
  if (menuIds.length === 0) return false;
  const [translated] = await db
    .select({ id: menuTranslations.id })
    .from(menuTranslations)
    .where(inArray(menuTranslations.menuId, menuIds))
    .limit(1);
  if (translated) return false;

  await db.transaction(async (tx) => {
    await tx
      .update(clubs)
      .set({ translationsEnabled: true, callWaiterEnabled: true, menuLabelEnabled: true })
      .where(eq(clubs.id, club.id));
    await tx
      .update(menus)
      // the Trattoria's texts are written in English (Italian dish names read the same in every
      // language): English is their source, Italian and German their translations
      .set({
        translationsEnabled: true,
        callWaiterEnabled: true,
        menuLabelEnabled: true,
        sourceLanguage: 'en',
      })
      .where(eq(menus.clubId, club.id));
    const menuRows = clubMenus.flatMap((menu) =>
      Object.entries(DEMO_MENU_NAMES[menu.name] ?? {}).map(([language, translatedName]) => ({
        menuId: menu.id,
        language,
        translatedName,
        originalName: menu.name,
      })),
    );
    if (menuRows.length > 0) await tx.insert(menuTranslations).values(menuRows);
    const sections = await tx.select().from(menuSections).where(inArray(menuSections.menuId, menuIds));
    const sectionRows = sections.flatMap((section) =>
      Object.entries(DEMO_SECTION_NAMES[section.name] ?? {}).map(([language, translatedName]) => ({
        sectionId: section.id,
        language,
        translatedName,
        originalName: section.name,
      })),
    );
    if (sectionRows.length > 0) await tx.insert(sectionTranslations).values(sectionRows);
    const sectionIds = sections.map((section) => section.id);
    const items =
      sectionIds.length === 0
        ? []
        : await tx.select().from(menuItems).where(inArray(menuItems.sectionId, sectionIds));
    const itemRows = items.flatMap((item) =>
      Object.entries(DEMO_ITEM_TEXTS[item.name] ?? {}).map(([language, texts]) => ({
        itemId: item.id,
        language,
        translatedName: texts.name ?? null,
        translatedDescription: texts.description ?? null,
        translatedIngredients: texts.ingredients ?? null,
        originalName: item.name,
        originalDescription: item.description,
        originalIngredients: item.ingredients,
      })),
    );
    if (itemRows.length > 0) await tx.insert(itemTranslations).values(itemRows);

    // option groups' and options' names
    const itemIds = items.map((item) => item.id);
    const groups =
      itemIds.length === 0
        ? []
        : await tx.select().from(itemOptionGroups).where(inArray(itemOptionGroups.itemId, itemIds));
    const groupRows = groups.flatMap((group) =>
      Object.entries(DEMO_OPTION_NAMES[group.name] ?? {}).map(([language, translatedName]) => ({
        groupId: group.id,
        language,
        translatedName,
        originalName: group.name,
      })),
    );
    if (groupRows.length > 0) await tx.insert(itemOptionGroupTranslations).values(groupRows);
    const options =
      groups.length === 0
        ? []
        : await tx
            .select()
            .from(itemOptions)
            .where(
              inArray(
                itemOptions.groupId,
                groups.map((group) => group.id),
              ),
            );
    const optionRows = options.flatMap((option) =>
      Object.entries(DEMO_OPTION_NAMES[option.name] ?? {}).map(([language, translatedName]) => ({
        optionId: option.id,
        language,
        translatedName,
        originalName: option.name,
      })),
    );
    if (optionRows.length > 0) await tx.insert(itemOptionTranslations).values(optionRows);
  });
  return true;
}

/**
 * Where a guest at the demo club's first table lands (the path of its QR code), or null without
 * the demo: `npm start` prints it as the guest menu address to open.
 */
/**
 * "Trattoria Demo" pays for Smart monthly through the demo provider: a 4242 test card, its first
 * invoice paid, renewal on (the billing clock renews it each month while the demo runs). Only for a
 * Trattoria without a subscription yet; true when it was added.
 */
async function seedTrattoriaSubscription(db: Db, ownerId: number, seller: InvoiceParty): Promise<boolean> {
  const [club] = await db
    .select({ id: clubs.id, subscription: clubSubscriptions.clubId })
    .from(clubs)
    .innerJoin(clubMembers, eq(clubMembers.clubId, clubs.id))
    .leftJoin(clubSubscriptions, eq(clubSubscriptions.clubId, clubs.id))
    .where(and(eq(clubs.name, DEMO_CLUB_NAME), eq(clubMembers.userId, ownerId)));
  if (!club || club.subscription !== null) return false;
  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.country, 'IT'), eq(paymentPlans.plan, 'smart'), eq(paymentPlans.months, 1)));
  if (!plan) return false;
  const start = new Date();
  const periodEnd = addMonths(start, 1);
  const vatCents = Math.round((plan.priceCents * plan.vatBasisPoints) / 10_000);
  await db.transaction(async (tx) => {
    // the state machine's own way in: Freemium, subscribed (keeps clubs.plan and the history)
    await applySubscriptionEvent(
      tx,
      club.id,
      { type: 'subscribed', plan: 'smart', months: 1, periodEnd },
      { kind: 'owner', userId: ownerId },
      {
        paymentPlanId: plan.id,
        provider: 'demo',
        customerId: `cus_demo_${club.id}_seed`,
        providerSubscriptionId: `sub_demo_seed${club.id}`,
        periodStart: start,
        at: start,
        details: { seeded: true },
      },
    );
    await upsertPaymentMethod(tx, club.id, {
      id: `pm_demo_4242_seed${club.id}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: start.getUTCFullYear() + 3,
    });
    await upsertInvoice(
      tx,
      club.id,
      {
        id: `in_demo_seed${club.id}`,
        number: `DEMO-${club.id}-0001`,
        status: 'paid',
        periodStart: start,
        periodEnd,
        amountCents: plan.priceCents,
        vatCents,
        totalCents: plan.priceCents + vatCents,
        currency: plan.currency,
        hostedUrl: null,
        paidAt: start,
      },
      { plan: 'smart', months: 1, vatBasisPoints: plan.vatBasisPoints },
      { seller, demo: true },
    );
  });
  return true;
}

/** The QR address of the demo club's first table that takes orders (else its first table), with its key. */
export async function demoGuestPath(db: Db): Promise<string | null> {
  const [table] = await db
    .select({ clubId: clubs.id, tableId: tables.id, orderKey: tables.orderKey })
    .from(clubs)
    .innerJoin(tables, eq(tables.clubId, clubs.id))
    .leftJoin(tableZones, eq(tableZones.id, tables.zoneId))
    .where(eq(clubs.name, DEMO_CLUB_NAME))
    .orderBy(sql`${tableZones.ordering} is true desc`, tables.id)
    .limit(1);
  return table ? tableQrPath(table.clubId, table.tableId, table.orderKey) : null;
}

/** `seller`: the configured seller printed on the demo invoice (the example company by default). */
export async function seedDemo(
  db: Db,
  log?: FastifyBaseLogger,
  seller: InvoiceParty = EXAMPLE_SELLER,
): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_PHONE_STORED));
  if (existing) {
    const created = await seedBarDemo(db, existing.id);
    if (created) log?.info(`demo data: club "${DEMO_BAR_CLUB_NAME}" added for the demo owner`);
    const translated = await seedTrattoriaTranslations(db, existing.id);
    if (translated) log?.info(`demo data: Italian and German texts added to "${DEMO_CLUB_NAME}"`);
    const subscribed = await seedTrattoriaSubscription(db, existing.id, seller);
    if (subscribed) log?.info(`demo data: "${DEMO_CLUB_NAME}" pays for Smart monthly in demo mode`);
    const published = await seedTrattoriaPublicPage(db, existing.id);
    if (published) log?.info(`demo data: "${DEMO_CLUB_NAME}" has its public page at /m/${DEMO_CLUB_SLUG}`);
    return created || translated || subscribed || published;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.insert(brands).values(BRANDS).onConflictDoNothing();
    const [peroni] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.name, 'Peroni'));

    const [owner] = await tx
      .insert(users)
      .values({
        name: 'Demo',
        surname: 'Owner',
        email: 'demo@tavola.local',
        phone: DEMO_PHONE_STORED,
        passwordHash,
        totpSecret: DEMO_TOTP_SECRET,
        language: 'en',
        activatedAt: new Date(),
      })
      .returning({ id: users.id });

    const [theme] = await tx
      .insert(themes)
      .values({
        name: 'Trattoria',
        background: '#FFF8F0',
        main: '#C2410C',
        text: '#1F2937',
        divider: '#E5D5C5',
        font: 'Barlow',
        buttonText: '#FFFFFF',
        tabBackground: '#C2410C',
        tabText: '#FFFFFF',
        bestSellerLabelColor: '#B91C1C',
        suggestedLabelColor: '#15803D',
        pdfHighlight: '#C2410C',
        pdfSectionTitle: '#7C2D12',
        pdfText: '#1F2937',
      })
      .returning({ id: themes.id });

    const [address] = await tx
      .insert(addresses)
      .values({
        line1: 'Via dei Coronari 12',
        city: 'Roma',
        state: 'RM',
        country: 'IT',
        postalCode: '00186',
      })
      .returning({ id: addresses.id });
    if (!owner || !theme || !address) throw new Error('demo seed: insert returned nothing');

    const [club] = await tx
      .insert(clubs)
      .values({
        name: DEMO_CLUB_NAME,
        enabled: true,
        seats: 60,
        addressId: address.id,
        timeZone: 'Europe/Rome',
        companyName: 'Trattoria Demo S.r.l.',
        vatNumber: '01234567897',
        displayEmail: 'ciao@trattoriademo.it',
        displayPhone: '+39 06 1234 5678',
        instagram: 'https://instagram.com/trattoriademo',
        facebook: 'https://facebook.com/trattoriademo',
        website: 'https://trattoriademo.it',
        whatsapp: '+39 333 000 0000',
        callWaiterEnabled: true,
        menuLabelEnabled: true,
        // on, so the banner screens and the PDF menu can be tried right away (Smart features
        // behind these switches)
        bannerUpdateEnabled: true,
        pdfMenuEnabled: true,
        // its menus on the web too, at /m/trattoria-demo (docs/decisions/043)
        publicPage: true,
        slug: DEMO_CLUB_SLUG,
        // guests on the Terrace order from their phones (docs/decisions/056); inside, they call a waiter
        ordering: 'zones',
        themeId: theme.id,
        brandId: peroni?.id ?? null,
        salesAccountName: 'Giulia',
        salesAccountLastName: 'Rossi',
        // Smart comes with its demo subscription (seedTrattoriaSubscription), right after
      })
      .returning({ id: clubs.id });
    if (!club) throw new Error('demo seed: club not created');
    await tx.update(themes).set({ clubId: club.id }).where(eq(themes.id, theme.id));
    await tx.insert(clubMembers).values({ clubId: club.id, userId: owner.id, role: 'owner' });
    await tx.insert(clubMessages).values({
      clubId: club.id,
      summary: 'Welcome to Tavola',
      fullMessage:
        'This is the demo club. Edit the menus, print the QR codes of the tables and open the guest menu to see what your guests see.',
      severity: 0,
    });

    for (const [menuPosition, definition] of TRATTORIA_MENUS.entries()) {
      await insertMenu(tx, club.id, menuPosition, definition, {
        refreshTime: 300,
        themeId: theme.id,
        callWaiterEnabled: true,
      });
    }

    const zones = await tx
      .insert(tableZones)
      .values([
        { clubId: club.id, name: 'Inside' },
        { clubId: club.id, name: 'Terrace', ordering: true },
      ])
      .returning({ id: tableZones.id, name: tableZones.name });
    const inside = zones.find((zone) => zone.name === 'Inside');
    const terrace = zones.find((zone) => zone.name === 'Terrace');
    await tx.insert(tables).values([
      { clubId: club.id, zoneId: inside?.id ?? null, name: 'Table 1' },
      { clubId: club.id, zoneId: inside?.id ?? null, name: 'Table 2' },
      { clubId: club.id, zoneId: inside?.id ?? null, name: 'Table 3' },
      { clubId: club.id, zoneId: inside?.id ?? null, name: 'Table 4' },
      { clubId: club.id, zoneId: terrace?.id ?? null, name: 'Terrace 1', premium: true },
      { clubId: club.id, zoneId: terrace?.id ?? null, name: 'Terrace 2' },
      { clubId: club.id, zoneId: terrace?.id ?? null, name: 'Terrace 3' },
    ]);
  });
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_PHONE_STORED));
  if (owner) {
    await seedTrattoriaTranslations(db, owner.id);
    await seedTrattoriaSubscription(db, owner.id, seller);
    await seedBarDemo(db, owner.id);
  }
  log?.info(
    // the password stays out of the log (logs are collected and searched for secrets): the start
    // script prints it on the terminal, and the README names it
    `demo data created: sign in with phone ${DEMO_PHONE}, the demo password (README) and a code from pnpm demo:totp`,
  );
  return true;
}
