import type { components } from '@tavola/api/schema';
import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import {
  addresses,
  brands,
  clubActivationTokens,
  clubMembers,
  clubMessages,
  clubOwnershipTransfers,
  clubs,
  themes,
  users,
} from '#db/schema.ts';
import { Country } from '#lib/places.ts';
import { hashToken, newToken } from '#lib/tokens.ts';
import { DEFAULT_THEME } from './default-theme.ts';

export type ClubMessage = components['schemas']['Message'];

/** The latest message of each club (the one the console shows), by club id. */
export async function latestClubMessages(db: DbOrTx, clubIds: number[]): Promise<Map<number, ClubMessage>> {
  if (clubIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([clubMessages.clubId], {
      clubId: clubMessages.clubId,
      id: clubMessages.id,
      summary: clubMessages.summary,
      fullMessage: clubMessages.fullMessage,
      severity: clubMessages.severity,
    })
    .from(clubMessages)
    .where(inArray(clubMessages.clubId, clubIds))
    .orderBy(clubMessages.clubId, desc(clubMessages.createdAt), desc(clubMessages.id));
  return new Map(rows.map(({ clubId, ...message }) => [clubId, message]));
}

/** Clubs the user owns or manages (every club for an administrator), by name. */
export async function listOwnedClubs(db: Db, userId: number, isAdmin: boolean) {
  const columns = {
    id: clubs.id,
    name: clubs.name,
    enabled: clubs.enabled,
    freeForever: clubs.freeForever,
    subscriptionEnabled: clubs.subscriptionEnabled,
    subscriptionExpiration: clubs.subscriptionExpiration,
    brandId: brands.id,
    brandName: brands.name,
    brandEnabled: brands.enabled,
    role: clubMembers.role,
    offeredTo: clubOwnershipTransfers.toUserId,
  };
  // an offer of the club to this user (the team's hand-over)
  const offer = and(eq(clubOwnershipTransfers.clubId, clubs.id), eq(clubOwnershipTransfers.toUserId, userId));
  const rows = isAdmin
    ? await db
        .select(columns)
        .from(clubs)
        .leftJoin(clubMembers, and(eq(clubMembers.clubId, clubs.id), eq(clubMembers.userId, userId)))
        .leftJoin(clubOwnershipTransfers, offer)
        .leftJoin(brands, eq(brands.id, clubs.brandId))
        .orderBy(asc(clubs.name))
    : await db
        .select(columns)
        .from(clubs)
        .innerJoin(clubMembers, eq(clubMembers.clubId, clubs.id))
        .leftJoin(clubOwnershipTransfers, offer)
        .leftJoin(brands, eq(brands.id, clubs.brandId))
        .where(eq(clubMembers.userId, userId))
        .orderBy(asc(clubs.name), asc(clubs.id));
  if (rows.length === 0) return [];

  const latest = await latestClubMessages(
    db,
    rows.map((row) => row.id),
  );

  return rows.map((row) => {
    return {
      id: row.id,
      name: row.name,
      enabled: row.enabled,
      role: row.role,
      ownershipOffered: row.offeredTo !== null,
      brand:
        row.brandId === null || row.brandName === null || row.brandEnabled === null
          ? null
          : { id: row.brandId, name: row.brandName, enabled: row.brandEnabled },
      freeForever: row.freeForever,
      subscriptionEnabled: row.subscriptionEnabled,
      subscriptionExpiration: row.subscriptionExpiration,
      message: latest.get(row.id) ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Club detail, creation, activation
// ---------------------------------------------------------------------------------------------

export type ClubDetail = components['schemas']['ClubDetail'];
type AddressRow = typeof addresses.$inferSelect;
type AddressBody = components['schemas']['AddressInput'];

/** "Via Roma 1, Scala B, 20121 Milano (MI), Italy": the club address as guests read it. */
export function addressLine(
  address: Pick<AddressRow, 'line1' | 'line2' | 'postalCode' | 'city' | 'state' | 'country'>,
) {
  const country = Country.getCountryByCode(address.country)?.name ?? address.country;
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  const place = address.state ? `${city} (${address.state})` : city;
  return [address.line1, address.line2, place, country].filter(Boolean).join(', ');
}

function toAddress(row: AddressRow) {
  return {
    id: row.id,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    country: row.country,
    postalCode: row.postalCode,
  };
}

/** Trimmed text, or null for a blank optional field. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function addressValues(address: AddressBody) {
  return {
    line1: address.line1.trim(),
    line2: optionalText(address.line2),
    city: address.city.trim(),
    state: optionalText(address.state),
    country: address.country.trim().toUpperCase(),
    postalCode: address.postalCode.trim(),
  };
}

export async function findClubDetail(db: DbOrTx, clubId: number): Promise<ClubDetail | null> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  if (!club) return null;
  const addressIds = [club.addressId, ...(club.billingAddressId === null ? [] : [club.billingAddressId])];
  const [addressRows, [brand], messages, [theme]] = await readTogether(db, [
    () => db.select().from(addresses).where(inArray(addresses.id, addressIds)),
    () =>
      club.brandId === null
        ? Promise.resolve([])
        : db
            .select({ id: brands.id, name: brands.name, enabled: brands.enabled })
            .from(brands)
            .where(eq(brands.id, club.brandId)),
    () => latestClubMessages(db, [clubId]),
    () =>
      club.themeId === null
        ? Promise.resolve([])
        : db.select().from(themes).where(eq(themes.id, club.themeId)),
  ]);
  const address = addressRows.find((row) => row.id === club.addressId);
  if (!address) throw new Error(`club ${clubId} has no address`);
  const billing = addressRows.find((row) => row.id === club.billingAddressId);
  const {
    clubId: _themeClub,
    createdAt: _themeCreated,
    ...themeFields
  } = theme ?? {
    id: 0,
    clubId: null,
    createdAt: null,
    ...DEFAULT_THEME,
  };
  return {
    id: club.id,
    name: club.name,
    enabled: club.enabled,
    timeZone: club.timeZone,
    plan: club.plan,
    earlyAdopter: club.earlyAdopter,
    freeForever: club.freeForever,
    subscriptionEnabled: club.subscriptionEnabled,
    subscriptionExpiration: club.subscriptionExpiration,
    seats: club.seats,
    logo: club.logo,
    address: addressLine(address),
    clubAddress: toAddress(address),
    billingAddress: billing ? toAddress(billing) : null,
    brand: brand ?? null,
    salesAccountName: club.salesAccountName,
    salesAccountLastName: club.salesAccountLastName,
    companyName: club.companyName,
    vatNumber: club.vatNumber,
    displayEmail: club.displayEmail,
    displayPhone: club.displayPhone,
    facebook: club.facebook,
    instagram: club.instagram,
    website: club.website,
    whatsapp: club.whatsapp,
    theme: themeFields,
    message: messages.get(clubId) ?? null,
    bannerUpdateEnabled: club.bannerUpdateEnabled,
    callWaiterEnabled: club.callWaiterEnabled,
    callAlertMinutes: club.callAlertMinutes,
    ordering: club.ordering,
    menuLabelEnabled: club.menuLabelEnabled,
    pdfMenuEnabled: club.pdfMenuEnabled,
    translationsEnabled: club.translationsEnabled,
    publicPage: club.publicPage,
    slug: club.slug,
  };
}

/** An enabled brand by id (a disabled one is no longer offered to owners). */
export async function findEnabledBrand(db: DbOrTx, brandId: number) {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.enabled, true)));
  return brand ?? null;
}

/** A built-in theme (no club) or one of the club's own. */
export async function findUsableTheme(db: DbOrTx, clubId: number, themeId: number) {
  const [theme] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(and(eq(themes.id, themeId), or(isNull(themes.clubId), eq(themes.clubId, clubId))));
  return theme ?? null;
}

/** Creates an activation link token for the team; returns the token (only its hash is stored). */
export async function createClubActivationToken(db: DbOrTx, clubId: number, now: Date, ttlMs: number) {
  const token = newToken();
  await db.insert(clubActivationTokens).values({
    tokenHash: hashToken(token),
    clubId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/**
 * Spends a live activation token and enables its club; returns the club, or null for an unknown,
 * used or expired token. Run it in a transaction.
 */
export async function activateClubWithToken(db: DbOrTx, token: string, now: Date) {
  const [spent] = await db
    .update(clubActivationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(clubActivationTokens.tokenHash, hashToken(token)),
        isNull(clubActivationTokens.usedAt),
        gt(clubActivationTokens.expiresAt, now),
      ),
    )
    .returning({ clubId: clubActivationTokens.clubId });
  if (!spent) return null;
  const [club] = await db
    .update(clubs)
    .set({ enabled: true, updatedAt: now })
    .where(eq(clubs.id, spent.clubId))
    .returning({ id: clubs.id, name: clubs.name });
  // any other pending link of the club is spent too: one activation per club
  await db
    .update(clubActivationTokens)
    .set({ usedAt: now })
    .where(and(eq(clubActivationTokens.clubId, spent.clubId), isNull(clubActivationTokens.usedAt)));
  return club ?? null;
}

/** The owners of a club, to tell them about it by mail. */
export async function findClubOwners(db: DbOrTx, clubId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(
      and(eq(clubMembers.clubId, clubId), eq(clubMembers.role, 'owner'), isNull(users.deletionRequestedAt)),
    );
}
