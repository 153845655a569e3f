/**
 * Contract-driven authorization: every operation of openapi/spec.yaml is called (the list grows
 * with the contract). Secured operations answer 401 to anonymous callers; every /clubs/{clubId}…
 * operation answers 404 club_not_found to a signed-in stranger, never data; the owner and an
 * administrator get past the ownership check. Checks run before request validation, so the
 * anonymous and stranger calls send no body at all.
 */

import type { CLUB_ROLES } from '@tavola/domain/club-roles';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  clubMembers,
  menuItems,
  menuSections,
  menus,
  tables,
  tableZones,
  themes,
} from '#db/schema.ts';
import { loadContract } from '#http/contract.ts';
import type { OperationId } from '#http/types.ts';
import { addMember } from '#modules/team/team.fixtures.ts';
import { exampleFor } from '#test/examples.ts';
import { useTestApp } from '#test/harness.ts';

const contract = loadContract();
const operations = [...contract.operations.values()];
const secured = operations.filter((operation) => operation.secured);
const clubScoped = secured.filter((operation) => operation.path.startsWith('/clubs/{clubId}'));
const open = operations.filter((operation) => !operation.secured);
/** the contract's `admin` tag: administrators only */
const adminOnly = secured.filter((operation) => operation.operation.tags?.includes('admin'));

function requestBody(operationId: string): unknown {
  const info = contract.operations.get(operationId);
  const schema = info?.operation.requestBody?.content?.['application/json']?.schema;
  return schema ? exampleFor(contract.document, schema as Record<string, unknown>) : undefined;
}

/** The query parameters an operation requires, from the contract's examples (deletePushSubscription's endpoint). */
function requiredQuery(operationId: string): Record<string, string> | undefined {
  const parameters = (contract.operations.get(operationId)?.operation.parameters ?? []) as {
    name: string;
    in: string;
    required?: boolean;
    schema?: Record<string, unknown>;
  }[];
  const required = parameters.filter((parameter) => parameter.in === 'query' && parameter.required);
  if (required.length === 0) return undefined;
  return Object.fromEntries(
    required.map((parameter) => [
      parameter.name,
      String(exampleFor(contract.document, parameter.schema ?? {})),
    ]),
  );
}

describe('authorization of every operation in the contract', () => {
  const t = useTestApp();
  const params: Record<string, string | number> = {
    countryIsoCode: 'IT',
    stateIsoCode: 'RM',
    schedulingId: 1,
    callId: 1,
    orderId: 1,
    lineId: 1,
    roundId: 1,
    clientLineId: 'line-0001',
    uploadToken: 'not-a-signed-token',
    imageName: '0123456789abcdef0123456789abcdef.png',
    language: 'fr',
    paymentMethodId: 'pm_card_visa',
    invoiceId: 1,
    invitationId: 1,
    paymentPlanId: 1,
    slug: 'trattoria-demo',
    readingId: 1,
    page: 1,
  };
  let strangerToken = '';
  let ownerToken = '';
  let adminToken = '';
  /** sessions of a manager and a waiter of the demo club */
  const memberTokens: Partial<Record<(typeof CLUB_ROLES)[number], string>> = {};

  beforeAll(async () => {
    const db = t.app.db;
    const [menu] = await db
      .select()
      .from(menus)
      .where(eq(menus.clubId, t.demo.clubId))
      .orderBy(asc(menus.id));
    const [section] = await db
      .select()
      .from(menuSections)
      .where(eq(menuSections.menuId, menu?.id ?? 0));
    const [item] = await db
      .select()
      .from(menuItems)
      .where(eq(menuItems.sectionId, section?.id ?? 0));
    const [table] = await db.select().from(tables).where(eq(tables.clubId, t.demo.clubId));
    const [zone] = await db.select().from(tableZones).where(eq(tableZones.clubId, t.demo.clubId));
    const [brand] = await db.select().from(brands).orderBy(asc(brands.id));
    const [theme] = await db.select().from(themes).where(eq(themes.clubId, t.demo.clubId));
    Object.assign(params, {
      clubId: t.demo.clubId,
      menuId: menu?.id ?? 1,
      sectionId: section?.id ?? 1,
      itemId: item?.id ?? 1,
      tableId: table?.id ?? 1,
      zoneId: zone?.id ?? 1,
      brandId: brand?.id ?? 1,
      themeId: theme?.id ?? 1,
    });
    strangerToken = await t.signIn(await t.createUser());
    ownerToken = await t.signIn(t.demo.user);
    adminToken = await t.signIn(await t.createUser({ isAdmin: true }));
    memberTokens.owner = ownerToken;
    for (const role of ['manager', 'waiter'] as const) {
      memberTokens[role] = (await addMember(t, t.demo.clubId, role)).token;
    }
    // the member the team's operations change and remove (the walk's owner call removes them)
    const teammate = await t.createUser();
    await db.insert(clubMembers).values({ clubId: t.demo.clubId, userId: teammate.id, role: 'waiter' });
    params.userId = teammate.id;
  });

  it('covers the whole contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(56);
    expect(clubScoped.length).toBeGreaterThan(30);
    expect(adminOnly.length).toBeGreaterThanOrEqual(8);
  });

  it.each(secured.map((operation) => [operation.operationId, operation] as const))(
    '%s: anonymous callers get 401',
    async (operationId) => {
      const response = await t.call(operationId as OperationId, { params });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    },
  );

  it.each(clubScoped.map((operation) => [operation.operationId] as const))(
    '%s: a signed-in stranger gets 404 club_not_found and no data',
    async (operationId) => {
      const response = await t.call(operationId as OperationId, { params, token: strangerToken });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'club_not_found', message: 'Club not found' });
      // a club that does not exist looks the same
      const missing = await t.call(operationId as OperationId, {
        params: { ...params, clubId: 999_999 },
        token: strangerToken,
      });
      expect(missing.json()).toEqual(response.json());
    },
  );

  it.each(clubScoped.map((operation) => [operation.operationId] as const))(
    '%s: the owner and an administrator get past the ownership check',
    async (operationId) => {
      const body = requestBody(operationId);
      const query = requiredQuery(operationId);
      for (const token of [ownerToken, adminToken]) {
        const response = await t.call(operationId as OperationId, { params, token, body, query });
        expect(response.statusCode).not.toBe(401);
        if (response.statusCode === 404) expect(response.json().code).not.toBe('club_not_found');
        // success, 501 for operations of later issues, or a refusal that only a member can get: the
        // owner's call came first (the table it deleted is gone, the name it took is taken), the
        // demo data forbids it (a zone with tables cannot be deleted), or the club's plan or switches
        // do (a banner needs the Smart plan and the club's bannerUpdateEnabled switch)
        const planRefusal =
          response.statusCode === 403 &&
          [
            'feature_not_in_plan',
            'banner_updates_disabled',
            'menu_limit_reached',
            'zone_limit_reached',
            'custom_look_not_in_plan',
          ].includes(response.json().code);
        // no machine translation provider in the test app
        const unavailable =
          response.statusCode === 503 && response.json().code === 'machine_translation_not_configured';
        // a multipart upload (the spreadsheet import) gets no file from this walk: 400 from its handler
        const noUpload =
          response.statusCode === 400 &&
          Boolean(contract.operations.get(operationId)?.bodyMediaTypes.includes('multipart/form-data'));
        // the demo card form's secret comes from getPaymentSetup, which this walk does not call
        const noCardFormSecret =
          response.statusCode === 400 && response.json().code === 'invalid_or_expired_link';
        // the example push endpoint's host cannot be resolved where the tests run (no internet)
        const unresolvablePushHost =
          response.statusCode === 400 && response.json().code === 'push_endpoint_refused';
        // an order line names the example dish, which the walk's club does not serve
        const dishNotServed = response.statusCode === 422 && response.json().code === 'item_not_orderable';
        const refusal =
          [404, 409].includes(response.statusCode) ||
          dishNotServed ||
          unresolvablePushHost ||
          planRefusal ||
          unavailable ||
          noUpload ||
          noCardFormSecret;
        expect(response.statusCode === 501 || response.statusCode < 300 || refusal).toBe(true);
      }
    },
  );

  it('states the roles of every signed-in operation under /clubs/{clubId}', () => {
    for (const operation of clubScoped) expect(operation.roles, operation.operationId).not.toBeNull();
    // the owner reaches everything; plan, billing and the team are the owner's alone
    for (const operation of clubScoped) expect(operation.roles).toContain('owner');
    const ownerOnly = clubScoped.filter((operation) => operation.roles?.length === 1);
    expect(ownerOnly.map((operation) => operation.operationId).sort()).toEqual(
      [
        'addDemoCard',
        'addPaymentMethod',
        'cancelOwnershipTransfer',
        'changeClubMemberRole',
        'getInvoicePdf',
        'getOrderStatistics',
        'getPaymentSetup',
        'inviteClubMember',
        'listClubInvitations',
        'listInvoices',
        'offerOwnership',
        'listPaymentMethods',
        'payInvoice',
        'removeClubMember',
        'removePaymentMethod',
        'setPrimaryPaymentMethod',
        'subscribe',
        'unsubscribe',
        'withdrawClubInvitation',
      ].sort(),
    );
  });

  it.each(
    clubScoped.flatMap((operation) =>
      (['manager', 'waiter'] as const).map((role) => [operation.operationId, role, operation] as const),
    ),
  )("%s as a %s: exactly what the contract's x-roles say", async (operationId, role, operation) => {
    const allowed = operation.roles?.includes(role) ?? false;
    const response = await t.call(operationId as OperationId, {
      params,
      token: memberTokens[role] ?? '',
      body: allowed ? requestBody(operationId) : undefined,
      query: allowed ? requiredQuery(operationId) : undefined,
    });
    if (allowed) {
      expect(response.statusCode, response.body).not.toBe(401);
      if (response.statusCode === 403) expect(response.json().code).not.toBe('role_not_allowed');
      if (response.statusCode === 404) expect(response.json().code).not.toBe('club_not_found');
    } else {
      // refused before the request is read: no body needed, nothing learnt from validation
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'role_not_allowed',
        message: 'Your role in this club does not allow this. Ask the club’s owner.',
      });
    }
  });

  it.each(adminOnly.map((operation) => [operation.operationId] as const))(
    '%s: signed-in users without the admin flag get 403 admin_only and no data',
    async (operationId) => {
      for (const token of [strangerToken, ownerToken]) {
        const response = await t.call(operationId as OperationId, { params, token });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          code: 'admin_only',
          message: 'Only Tavola administrators can do this.',
        });
      }
    },
  );

  it.each(adminOnly.map((operation) => [operation.operationId] as const))(
    '%s: an administrator gets past the admin check',
    async (operationId) => {
      const response = await t.call(operationId as OperationId, {
        params,
        token: adminToken,
        body: requestBody(operationId),
      });
      // or a refusal of the subscription state machine: the demo club pays for Smart (no offer
      // over it), or a demo event does not apply to its state
      if (response.statusCode === 409) {
        expect(['invalid_subscription_transition', 'subscription_active']).toContain(response.json().code);
      } else expect(response.statusCode).toBeLessThan(300);
    },
  );

  it.each(open.map((operation) => [operation.operationId] as const))(
    '%s: public, answers without sign-in',
    async (operationId) => {
      const response = await t.call(operationId as OperationId, {
        params,
        query: { token: 'unknown-token' },
        body: requestBody(operationId),
      });
      // (login answers 401 invalid_credentials to the made-up credentials: that is not a sign-in wall)
      if (response.statusCode === 401) expect(response.json().code).not.toBe('unauthenticated');
      expect(response.statusCode === 501 || response.statusCode < 500).toBe(true);
    },
  );

  it('checks sign-in before anything else, then ownership, then the request', async () => {
    const garbage = { ...params, clubId: 'abc' };
    expect((await t.call('getClub', { params: garbage })).statusCode).toBe(401);
    expect((await t.call('getClub', { params: garbage, token: strangerToken })).statusCode).toBe(404);
    // the owner sending an invalid body learns what is wrong
    const invalid = await t.call('createMenu', { params, token: ownerToken, body: { name: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual([
      { field: 'name', message: 'Must NOT have fewer than 1 characters' },
    ]);
    // a stranger sending the same learns nothing
    const hidden = await t.call('createMenu', { params, token: strangerToken, body: { name: '' } });
    expect(hidden.statusCode).toBe(404);
  });
});
