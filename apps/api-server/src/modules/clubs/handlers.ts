import type { components } from '@tavola/api/schema';
import {
  brandChoiceFromBrandId,
  CLUB_CONTACT_FIELDS,
  type ClubContactField,
  type NewClubValues,
  validateClubContacts,
  validateNewClub,
  validateTimeZone,
} from '@tavola/domain/club';
import { type Message, messages, toErrorDetails, type ValidationErrors } from '@tavola/domain/messages';
import { entitlementsFor } from '@tavola/domain/plans';
import { normalizeVatNumber } from '@tavola/domain/vat';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { writeClub } from '#db/club-writes.ts';
import { addresses, clubMembers, clubs, menuItems, menuSections, menus, themes, users } from '#db/schema.ts';
import { badRequest, clubNotFound, conflict, forbidden, unauthenticated, validationFailed } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { Country } from '#lib/places.ts';
import { clubActivatedMail, clubActivationRequestMail } from '#mail/templates.ts';
import { openNewClubPage } from '#modules/public-pages/new-club-page.ts';
import { DEFAULT_THEME } from './default-theme.ts';
import {
  activateClubWithToken,
  addressLine,
  addressValues,
  createClubActivationToken,
  findClubDetail,
  findClubOwners,
  findEnabledBrand,
  findUsableTheme,
  listOwnedClubs,
  optionalText,
} from './queries.ts';
import { deriveTimeZone } from './time-zone.ts';

const DAY = 24 * 60 * 60 * 1000;
/** How long the team's activation link works. */
const CLUB_ACTIVATION_LINK_DAYS = 7;
const CLUB_ACTIVATION_LINK_TTL_MS = CLUB_ACTIVATION_LINK_DAYS * DAY;

type ClubInput = components['schemas']['ClubInput'];
type ClubUpdate = components['schemas']['ClubUpdate'];
type AddressInput = components['schemas']['AddressInput'];

const SWITCHES = [
  'bannerUpdateEnabled',
  'callWaiterEnabled',
  'menuLabelEnabled',
  'pdfMenuEnabled',
  'translationsEnabled',
] as const;

const orderingNotInPlan = () =>
  forbidden(
    'feature_not_in_plan',
    "Orders from the table are part of the Smart and Professional plans. Upgrade to take orders from guests' phones.",
  );

const invalidOrExpiredLink = () =>
  badRequest(
    'invalid_or_expired_link',
    'This activation link is invalid, already used or expired. The club may be active already: check it in the administration.',
  );

const clubHasNoBrand = () =>
  conflict(
    'club_has_no_brand',
    'This club has no partner brand, so it has no branded products to promote. Choose a brand in the club profile first.',
  );

/**
 * 400 for the field errors of a club form. The VAT number alone gets its own code (the spec's
 * "invalid VAT number" case), so a client can react to it without reading the details.
 */
function clubValidationError(errors: ValidationErrors) {
  const details = toErrorDetails(errors);
  const fields = Object.keys(errors);
  if (fields.length === 1 && errors.vatNumber === messages.vatNumberInvalid) {
    return badRequest('invalid_vat_number', messages.vatNumberInvalid.message, details);
  }
  return validationFailed(details);
}

/** Checks the server knows what the form's rules cannot: the countries exist. */
function unknownCountries(values: { address?: AddressInput | null; billingAddress?: AddressInput | null }) {
  const errors: Record<string, Message> = {};
  for (const key of ['address', 'billingAddress'] as const) {
    const country = values[key]?.country;
    if (country && /^[A-Z]{2}$/.test(country) && !Country.getCountryByCode(country)) {
      errors[`${key}.country`] = messages.countryInvalid;
    }
  }
  return errors;
}

function sameCountryAndState(a: AddressInput, b: AddressInput): boolean {
  const x = addressValues(a);
  const y = addressValues(b);
  return x.country === y.country && (x.state ?? '') === (y.state ?? '');
}

function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The club's address fields as the contract's input, for merging a partial update. */
function asAddressInput(row: typeof addresses.$inferSelect): AddressInput {
  return {
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    country: row.country,
    postalCode: row.postalCode,
  };
}

export const clubHandlers: Handlers<
  | 'listOwnedClubs'
  | 'activateClub'
  | 'createClub'
  | 'getClub'
  | 'updateClub'
  | 'updateClubSettings'
  | 'promoteBrandedItems'
> = {
  async listOwnedClubs(request) {
    const auth = requireAuth(request);
    return { status: 200, body: await listOwnedClubs(request.server.db, auth.userId, auth.isAdmin) };
  },

  async createClub(request) {
    const { db, clock, mailer, config } = request.server;
    const auth = requireAuth(request);
    const body: ClubInput = request.body;

    const errors: ValidationErrors = {
      ...validateNewClub({ ...body, brandId: brandChoiceFromBrandId(body.brandId) } as NewClubValues),
      ...validateClubContacts(body),
      ...unknownCountries(body),
    };
    if (body.brandId !== null && !errors.brandId && !(await findEnabledBrand(db, body.brandId))) {
      errors.brandId = messages.brandUnavailable;
    }
    if (Object.keys(errors).length > 0) throw clubValidationError(errors);

    const now = clock.now();
    const address = addressValues(body.address);
    const hasBrand = body.brandId !== null;
    const created = await db.transaction(async (tx) => {
      const [clubAddress] = await tx
        .insert(addresses)
        .values({ ...address, createdAt: now })
        .returning();
      const [billing] = body.billingAddress
        ? await tx
            .insert(addresses)
            .values({ ...addressValues(body.billingAddress), createdAt: now })
            .returning()
        : [];
      if (!clubAddress) throw new Error('club address was not created');
      const [club] = await tx
        .insert(clubs)
        .values({
          name: body.name.trim(),
          enabled: false,
          seats: body.seats,
          addressId: clubAddress.id,
          billingAddressId: billing?.id ?? null,
          timeZone: deriveTimeZone(address.country, address.state),
          companyName: body.companyName.trim(),
          vatNumber: normalizeVatNumber(body.vatNumber),
          brandId: body.brandId,
          salesAccountName: hasBrand ? optionalText(body.salesAccountName) : null,
          salesAccountLastName: hasBrand ? optionalText(body.salesAccountLastName) : null,
          ...Object.fromEntries(CLUB_CONTACT_FIELDS.map((field) => [field, optionalText(body[field])])),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!club) throw new Error('club was not created');
      const [theme] = await tx
        .insert(themes)
        .values({ ...DEFAULT_THEME, clubId: club.id, createdAt: now })
        .returning({ id: themes.id });
      await tx
        .update(clubs)
        .set({ themeId: theme?.id ?? null })
        .where(eq(clubs.id, club.id));
      await tx
        .insert(clubMembers)
        .values({ clubId: club.id, userId: auth.userId, role: 'owner', createdAt: now });
      await openNewClubPage(tx, club.id, club.name);
      const token = await createClubActivationToken(tx, club.id, now, CLUB_ACTIVATION_LINK_TTL_MS);
      const [owner] = await tx
        .select({
          name: users.name,
          surname: users.surname,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(eq(users.id, auth.userId));
      return { club, clubAddress, owner, token };
    });

    // After the commit: the club exists whatever happens to the mail (the owner can build menus);
    // a failed send is logged and reported so the team can activate it from the administration.
    const { club, clubAddress, owner, token } = created;
    const brandName =
      club.brandId === null ? null : ((await findClubDetail(db, club.id))?.brand?.name ?? null);
    const link = `${config.publicApiUrl}/api/v1/clubs/activate?token=${encodeURIComponent(token)}`;
    try {
      if (!owner) throw new Error('club owner not found');
      await mailer.send(
        clubActivationRequestMail(
          config.teamEmail,
          {
            id: club.id,
            name: club.name,
            address: addressLine(clubAddress),
            companyName: club.companyName,
            vatNumber: club.vatNumber,
            brand: brandName,
            salesAccount:
              club.salesAccountName && club.salesAccountLastName
                ? `${club.salesAccountName} ${club.salesAccountLastName}`
                : null,
          },
          owner,
          link,
          CLUB_ACTIVATION_LINK_DAYS,
        ),
      );
    } catch (error) {
      request.log.error({ err: error, clubId: club.id }, 'club activation request mail failed');
      request.server.reportError(error, request);
    }
    request.log.info({ clubId: club.id, userId: auth.userId }, 'club created');
    return { status: 201, body: { clubId: club.id } };
  },

  async activateClub(request) {
    const { db, clock, mailer, config } = request.server;
    const club = await db.transaction((tx) => activateClubWithToken(tx, request.query.token, clock.now()));
    if (!club) throw invalidOrExpiredLink();

    const owners = await findClubOwners(db, club.id);
    const link = `${config.consoleUrl}/clubs/${club.id}/profile`;
    const results = await Promise.allSettled(
      owners.map((owner) => mailer.send(clubActivatedMail(owner, club.name, link))),
    );
    let told = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') told++;
      else {
        request.log.error({ err: result.reason, clubId: club.id }, 'club activated mail failed');
        request.server.reportError(result.reason, request);
      }
    }
    request.log.info({ clubId: club.id }, 'club activated');
    const outcome =
      told === owners.length
        ? 'Its owners have been told by email.'
        : 'Some owners could not be told by email: please contact them.';
    return { status: 200, body: `The club "${club.name}" (id ${club.id}) is now active. ${outcome}` };
  },

  async getClub(request) {
    const club = await findClubDetail(request.server.db, request.params.clubId);
    if (!club) throw clubNotFound();
    return { status: 200, body: club };
  },

  async updateClub(request) {
    const { db, clock } = request.server;
    const clubId = request.params.clubId;
    const body: ClubUpdate = request.body;
    const [current] = await db.select().from(clubs).where(eq(clubs.id, clubId));
    if (!current) throw clubNotFound();
    const addressRows = await db
      .select()
      .from(addresses)
      .where(
        inArray(addresses.id, [
          current.addressId,
          ...(current.billingAddressId ? [current.billingAddressId] : []),
        ]),
      );
    const currentAddress = addressRows.find((row) => row.id === current.addressId);
    const currentBilling = addressRows.find((row) => row.id === current.billingAddressId);
    if (!currentAddress) throw new Error(`club ${clubId} has no address`);

    // The whole club after the change must still be valid (e.g. a new country re-checks the VAT
    // number, choosing a brand needs a sales account).
    const merged = {
      name: body.name ?? current.name,
      seats: body.seats ?? current.seats,
      address: body.address ?? asAddressInput(currentAddress),
      brandId: body.brandId === undefined ? current.brandId : body.brandId,
      salesAccountName:
        body.salesAccountName === undefined ? current.salesAccountName : body.salesAccountName,
      salesAccountLastName:
        body.salesAccountLastName === undefined ? current.salesAccountLastName : body.salesAccountLastName,
      companyName: body.companyName ?? current.companyName,
      vatNumber: body.vatNumber ?? current.vatNumber,
      billingAddress:
        body.billingAddress === undefined
          ? currentBilling
            ? asAddressInput(currentBilling)
            : null
          : body.billingAddress,
    };
    const contacts = Object.fromEntries(
      CLUB_CONTACT_FIELDS.map((field) => [field, body[field] === undefined ? current[field] : body[field]]),
    ) as Record<ClubContactField, string | null>;
    const errors: ValidationErrors = {
      ...validateNewClub({ ...merged, brandId: brandChoiceFromBrandId(merged.brandId) } as NewClubValues),
      ...validateClubContacts(contacts),
      ...unknownCountries(merged),
    };
    if (body.timeZone !== undefined) {
      const problem = validateTimeZone(body.timeZone);
      if (problem) errors.timeZone = problem;
    }
    if (
      body.brandId !== undefined &&
      body.brandId !== null &&
      body.brandId !== current.brandId &&
      !errors.brandId &&
      !(await findEnabledBrand(db, body.brandId))
    ) {
      errors.brandId = messages.brandUnavailable;
    }
    if (Object.keys(errors).length > 0) throw clubValidationError(errors);

    const now = clock.now();
    const hasBrand = merged.brandId !== null;
    // A move to another country or state moves the clock too, unless the owner picks a zone.
    const movedZone =
      body.address !== undefined && !sameCountryAndState(body.address, asAddressInput(currentAddress));
    const timeZone =
      body.timeZone?.trim() ??
      (movedZone ? deriveTimeZone(merged.address.country, merged.address.state) : current.timeZone);

    await writeClub(db, clubId, async (tx) => {
      if (body.address) {
        await tx
          .update(addresses)
          .set(addressValues(body.address))
          .where(eq(addresses.id, current.addressId));
      }
      let billingAddressId = current.billingAddressId;
      if (body.billingAddress === null && current.billingAddressId !== null) {
        billingAddressId = null;
      } else if (body.billingAddress) {
        if (current.billingAddressId === null) {
          const [created] = await tx
            .insert(addresses)
            .values({ ...addressValues(body.billingAddress), createdAt: now })
            .returning({ id: addresses.id });
          billingAddressId = created?.id ?? null;
        } else {
          await tx
            .update(addresses)
            .set(addressValues(body.billingAddress))
            .where(eq(addresses.id, current.billingAddressId));
        }
      }
      await tx
        .update(clubs)
        .set({
          name: merged.name.trim(),
          seats: merged.seats,
          brandId: merged.brandId,
          salesAccountName: hasBrand ? optionalText(merged.salesAccountName) : null,
          salesAccountLastName: hasBrand ? optionalText(merged.salesAccountLastName) : null,
          companyName: merged.companyName.trim(),
          vatNumber: normalizeVatNumber(merged.vatNumber),
          billingAddressId,
          timeZone,
          ...Object.fromEntries(CLUB_CONTACT_FIELDS.map((field) => [field, optionalText(contacts[field])])),
          updatedAt: now,
        })
        .where(eq(clubs.id, clubId));
      // the old billing address belongs to no one once dropped
      if (billingAddressId === null && current.billingAddressId !== null) {
        await tx.delete(addresses).where(eq(addresses.id, current.billingAddressId));
      }
    });
    const club = await findClubDetail(db, clubId);
    if (!club) throw clubNotFound();
    return { status: 200, body: club };
  },

  async updateClubSettings(request) {
    const { db, clock } = request.server;
    const clubId = request.params.clubId;
    const body = request.body;
    if (body.themeId !== undefined && !(await findUsableTheme(db, clubId, body.themeId))) {
      throw validationFailed([{ field: 'themeId', message: 'Choose one of the themes of this club' }]);
    }
    if (body.ordering !== undefined && body.ordering !== 'off') {
      const [club] = await db.select({ plan: clubs.plan }).from(clubs).where(eq(clubs.id, clubId));
      if (club && !entitlementsFor(club.plan).ordering) throw orderingNotInPlan();
    }
    const changes = Object.fromEntries(
      SWITCHES.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
    );
    await db
      .update(clubs)
      .set({
        ...changes,
        ...(body.themeId === undefined ? {} : { themeId: body.themeId }),
        ...(body.callAlertMinutes === undefined ? {} : { callAlertMinutes: body.callAlertMinutes }),
        ...(body.ordering === undefined ? {} : { ordering: body.ordering }),
        updatedAt: clock.now(),
      })
      .where(eq(clubs.id, clubId));
    const club = await findClubDetail(db, clubId);
    if (!club) throw clubNotFound();
    return { status: 200, body: club };
  },

  async promoteBrandedItems(request) {
    const { db } = request.server;
    const clubId = request.params.clubId;
    const [club] = await db.select({ brandId: clubs.brandId }).from(clubs).where(eq(clubs.id, clubId));
    if (!club) throw clubNotFound();
    if (club.brandId === null) throw clubHasNoBrand();
    await writeClub(db, clubId, (tx) => {
      const sections = tx
        .select({ id: menuSections.id })
        .from(menuSections)
        .innerJoin(menus, eq(menus.id, menuSections.menuId))
        .where(eq(menus.clubId, clubId));
      return tx
        .update(menuItems)
        .set({ promoted: true })
        .where(and(eq(menuItems.branded, true), inArray(menuItems.sectionId, sections)));
    });
    return { status: 200, body: { outcome: 'promoted' } };
  },
};
