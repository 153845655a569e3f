import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleAdminBilling } from './fake-admin-billing';
import { handleBilling, isBillingRoute, isBillingTestRoute } from './fake-billing';
import { error, readJson, send } from './fake-http';
import { handleMenuFiles } from './fake-menu-files';
import { handleTranslations, isTranslationsRoute, isTranslationsTestRoute } from './fake-translations';

/**
 * A tiny HTTP server that answers like the contract (openapi/spec.yaml) for the calls the console
 * makes, deterministically by input, so tests exercise the real client, query client and fetch.
 * Tokens choose the scenario: `valid-token` (an owner with clubs), `empty-token` (no clubs),
 * `expired-token` (401), `broken-token` (500), `admin-token` (an administrator with the clubs).
 */
export const DEMO = {
  phone: '3330000000',
  password: 'Demo!2345',
  totp: '123456',
  notActivatedPhone: '3331111111',
  rateLimitedPhone: '3339999999',
  takenPhone: '3332222222',
  unknownPhone: '3334040404',
  activationToken: 'good-activation',
  resetToken: 'good-reset',
} as const;

export const CLUBS = [
  {
    id: 1,
    name: 'Trattoria da Mario',
    enabled: true,
    brand: { id: 3, name: 'Birra Nord', enabled: true },
    freeForever: false,
    subscriptionEnabled: true,
    subscriptionExpiration: '2031-03-31',
    message: {
      id: 9,
      summary: 'Invoice unpaid',
      fullMessage: 'Please add a new payment method.',
      severity: 3,
    },
  },
  {
    id: 2,
    name: 'Bar Centrale',
    enabled: false,
    brand: null,
    freeForever: false,
    subscriptionEnabled: false,
    subscriptionExpiration: null,
    message: null,
  },
];

export const ADMIN_CLUBS = [
  {
    id: 1,
    name: 'Trattoria da Mario',
    enabled: true,
    plan: 'smart',
    earlyAdopter: false,
    paymentState: 'paid',
    paymentStateUntil: '2031-03-31',
    brand: { id: 3, name: 'Birra Nord', enabled: true },
    owners: [{ id: 1, name: 'Maria', surname: 'Rossi', email: 'maria@example.com', phone: '3330000000' }],
    message: {
      id: 9,
      summary: 'Invoice unpaid',
      fullMessage: 'Please add a new payment method.',
      severity: 2,
    },
    createdAt: '2030-05-01T10:00:00Z',
  },
  {
    id: 2,
    name: 'Bar Centrale',
    enabled: false,
    plan: 'freemium',
    earlyAdopter: false,
    paymentState: 'freemium',
    paymentStateUntil: null,
    brand: null,
    owners: [{ id: 2, name: 'Luca', surname: 'Bianchi', email: 'luca@example.com', phone: '3335550000' }],
    message: null,
    createdAt: '2030-06-01T10:00:00Z',
  },
  {
    id: 3,
    name: 'Osteria Verde',
    enabled: true,
    plan: 'professional',
    earlyAdopter: false,
    paymentState: 'partner_offered',
    paymentStateUntil: '2031-06-30',
    brand: { id: 3, name: 'Birra Nord', enabled: true },
    owners: [],
    message: null,
    createdAt: '2030-07-01T10:00:00Z',
  },
];

export const ADMIN_BRANDS = [
  { id: 3, name: 'Birra Nord', enabled: true },
  { id: 4, name: 'Caffè Sole', enabled: false },
];

function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const route = `${req.method} ${url.pathname.replace(/^\/api\/v1/, '')}`;
  const token = bearer(req);

  const requireAuth = (): boolean => {
    if (token === 'valid-token' || token === 'empty-token' || token === 'admin-token') return true;
    if (token === 'broken-token') {
      send(res, 500, error('internal', 'Internal server error'));
      return false;
    }
    send(res, 401, error('unauthorized', 'Sign in again'));
    return false;
  };

  if (await handleMenuFiles(req, res, route, token)) return;

  // the translation editor's menus 71-73 (fake-translations.ts)
  if (isTranslationsRoute(route)) {
    if (!isTranslationsTestRoute(route) && !requireAuth()) return;
    return handleTranslations(req, res, route);
  }

  // the payment calls (fake-billing.ts)
  if (isBillingTestRoute(route)) return handleBilling(req, res, route);
  if (isBillingRoute(route)) {
    if (!requireAuth()) return;
    return handleBilling(req, res, route);
  }

  const clubRoute = /^(?:GET|POST|PATCH) \/(?:brands|countries|clubs(?:\/\d+(?:\/settings)?)?)(?:\/|$)/.test(
    route,
  );
  if (clubRoute && route !== 'GET /clubs') {
    if (route.startsWith('GET /countries')) return handleClubs(req, res, route);
    if (!requireAuth()) return;
    return handleClubs(req, res, route);
  }

  if (/^[A-Z]+ \/admin\//.test(route)) {
    if (!requireAuth()) return;
    if (token !== 'admin-token')
      return send(res, 403, error('admin_only', 'Only Tavola administrators can do this.'));
    return handleAdmin(req, res, route);
  }

  switch (route) {
    case 'POST /login': {
      const body = await readJson(req);
      if (body.username === DEMO.notActivatedPhone)
        return send(res, 403, error('account_not_activated', 'Account not activated'));
      if (body.username === DEMO.rateLimitedPhone)
        return send(res, 429, error('rate_limited', 'Too many sign-in attempts, try again in 60 seconds'));
      if (body.username === DEMO.phone && body.password === DEMO.password && body.totp === DEMO.totp)
        return send(res, 200, { token: 'valid-token', isAdmin: false, expiresAt: '2031-01-01T00:00:00Z' });
      return send(res, 401, error('invalid_credentials', 'Invalid credentials'));
    }
    case 'POST /logout':
      return send(res, 204);
    case 'GET /users/me':
      if (!requireAuth()) return;
      return send(res, 200, {
        id: 1,
        name: 'Maria',
        surname: 'Rossi',
        email: 'maria@example.com',
        phone: DEMO.phone,
        isAdmin: token === 'admin-token',
        language: 'en',
      });
    case 'GET /clubs':
      if (!requireAuth()) return;
      return send(res, 200, token === 'empty-token' ? [] : CLUBS);
    case 'GET /waiter-calls/events':
      // 204 tells an EventSource not to reconnect (SSE spec): no live stream in screen tests
      if (!requireAuth()) return;
      return send(res, 204);
    case 'POST /users/totp':
      return send(res, 201, {
        enrolmentId: '5b0c5c57-8a4e-4a4b-9a38-3f9d5d1c2a10',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Tavola:owner?secret=JBSWY3DPEHPK3PXP&issuer=Tavola',
      });
    case 'POST /users': {
      const body = await readJson(req);
      if (body.phone === DEMO.takenPhone)
        return send(res, 409, error('phone_in_use', 'Phone already in use'));
      if (body.totp !== DEMO.totp) return send(res, 400, error('invalid_totp', 'The code does not match'));
      return send(res, 201, { id: 7 });
    }
    case 'GET /users/activate':
      if (url.searchParams.get('token') === DEMO.activationToken)
        return send(res, 200, { outcome: 'activated' });
      return send(res, 400, error('invalid_or_expired_link', 'Invalid or expired link'));
    case 'POST /users/password/recovery': {
      const body = await readJson(req);
      if (body.phone === DEMO.phone) return send(res, 204);
      if (body.phone === DEMO.unknownPhone)
        return send(res, 404, error('account_not_found', 'No account found with this phone number'));
      return send(res, 500, error('internal', 'Internal server error'));
    }
    case 'POST /users/password/reset': {
      const body = await readJson(req);
      if (body.token !== DEMO.resetToken)
        return send(res, 400, error('invalid_or_expired_link', 'Invalid link'));
      if (body.password !== body.passwordConfirmation)
        return send(res, 400, error('passwords_do_not_match', 'Passwords do not match'));
      return send(res, 204);
    }
    case 'POST /users/language':
      return send(res, 204);
    case 'POST /users/me/deletion-request':
      if (!requireAuth()) return;
      return send(res, 202);
    default:
      return send(res, 404, error('not_found', `No route ${route}`));
  }
}

/** The administration calls, for `admin-token`: answers from the input, nothing is stored. */
async function handleAdmin(req: IncomingMessage, res: ServerResponse, route: string) {
  if (route === 'GET /admin/clubs') return send(res, 200, ADMIN_CLUBS);
  if (route === 'GET /admin/brands') return send(res, 200, ADMIN_BRANDS);
  if (await handleAdminBilling(req, res, route, ADMIN_CLUBS)) return;
  const club = /^(\w+) \/admin\/clubs\/(\d+)\/(enabled|plan|message)$/.exec(route);
  if (club) {
    const [, method, id, what] = club;
    const found = ADMIN_CLUBS.find((entry) => entry.id === Number(id));
    if (!found) return send(res, 404, error('club_not_found', 'Club not found'));
    if (method === 'DELETE' && what === 'message') return send(res, 204);
    const body = await readJson(req);
    if (method === 'POST' && what === 'message') return send(res, 201, { id: 10, ...body });
    if (method === 'PUT') return send(res, 200, { ...found, ...body });
  }
  if (route === 'POST /admin/brands') {
    const body = await readJson(req);
    const name = String(body.name ?? '');
    if (ADMIN_BRANDS.some((brand) => brand.name.toLowerCase() === name.toLowerCase()))
      return send(res, 409, error('brand_name_taken', 'A brand with this name already exists.'));
    return send(res, 201, { id: 5, name, enabled: true });
  }
  const brand = /^PATCH \/admin\/brands\/(\d+)$/.exec(route);
  if (brand) {
    const found = ADMIN_BRANDS.find((entry) => entry.id === Number(brand[1]));
    if (!found) return send(res, 404, error('brand_not_found', 'Brand not found'));
    return send(res, 200, { ...found, ...(await readJson(req)) });
  }
  return send(res, 404, error('not_found', `No route ${route}`));
}

export async function startFakeApi(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    handle(req, res).catch((cause) => send(res, 500, error('internal', String(cause))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/v1`, server };
}

/** A club detail as the contract gives it (the fake clubs 1 and 2 of CLUBS). */
export function clubDetail(id: number) {
  const club = CLUBS.find((entry) => entry.id === id) ?? CLUBS[0];
  const address = {
    id: 40 + id,
    line1: 'Via Roma 1',
    line2: null,
    city: 'Milano',
    state: 'MI',
    country: 'IT',
    postalCode: '20121',
  };
  return {
    id,
    name: club?.name ?? 'Club',
    enabled: id === 1,
    timeZone: 'Europe/Rome',
    plan: id === 1 ? 'smart' : 'freemium',
    earlyAdopter: id === 1,
    freeForever: false,
    subscriptionEnabled: club?.subscriptionEnabled ?? false,
    subscriptionExpiration: club?.subscriptionExpiration ?? null,
    seats: 40,
    logo: null,
    address: 'Via Roma 1, 20121 Milano (MI), Italy',
    clubAddress: address,
    billingAddress: null,
    brand: club?.brand ?? null,
    salesAccountName: null,
    salesAccountLastName: null,
    companyName: 'Centrale S.r.l.',
    vatNumber: '00159560366',
    displayEmail: 'ciao@example.com',
    displayPhone: null,
    facebook: null,
    instagram: null,
    website: 'https://example.com',
    whatsapp: null,
    theme: {
      id: 1,
      name: 'Tavola',
      background: '#fff',
      backgroundImage: null,
      main: '#e8590c',
      text: '#212529',
      divider: '#eee',
      font: 'Barlow',
      buttonText: '#fff',
      tabBackground: '#e8590c',
      tabText: '#fff',
      bestSellerLabelColor: '#c92a2a',
      suggestedLabelColor: '#2b8a3e',
      pdfHighlight: '#e8590c',
      pdfSectionTitle: '#d9480f',
      pdfText: '#212529',
    },
    message:
      id === 1
        ? { id: 9, summary: 'Invoice unpaid', fullMessage: 'Please add a new payment method.', severity: 2 }
        : null,
    bannerUpdateEnabled: false,
    callWaiterEnabled: false,
    menuLabelEnabled: false,
    pdfMenuEnabled: false,
    // the translation editor's tests need club 1's switch on (club 2 is Freemium: no translations)
    translationsEnabled: id === 1,
  };
}

/** A well-formed Italian VAT number the fake server refuses (e.g. as VIES would), to show its message. */
export const BAD_VAT_NUMBER = '12345678903';

/** Brands, places and clubs: answers from the input (club 1 and 2 exist; a created club is 3). */
async function handleClubs(req: IncomingMessage, res: ServerResponse, route: string) {
  if (route === 'GET /brands') return send(res, 200, [{ id: 3, name: 'Birra Nord', enabled: true }]);
  if (route === 'GET /countries')
    return send(res, 200, [
      { iso2: 'FR', name: 'France' },
      { iso2: 'IT', name: 'Italy' },
    ]);
  if (route === 'GET /countries/IT/states')
    return send(res, 200, [
      { iso2: 'MI', name: 'Milan' },
      { iso2: 'RM', name: 'Rome' },
    ]);
  if (route === 'GET /countries/FR/states') return send(res, 200, []);
  if (route === 'GET /countries/IT/states/MI/cities')
    return send(res, 200, [
      { iso2: 'Milano', name: 'Milano' },
      { iso2: 'Monza', name: 'Monza' },
    ]);
  if (route === 'GET /countries/IT/states/RM/cities') return send(res, 200, [{ iso2: 'Roma', name: 'Roma' }]);
  if (route === 'POST /clubs') {
    const body = await readJson(req);
    if (body.vatNumber === BAD_VAT_NUMBER)
      return send(res, 400, {
        code: 'invalid_vat_number',
        message: 'Invalid VAT number',
        details: [{ field: 'vatNumber', message: 'Invalid VAT number' }],
      });
    return send(res, 201, { clubId: 3 });
  }
  const detail = /^(GET|PATCH) \/clubs\/(\d+)(\/settings)?$/.exec(route);
  if (detail) {
    const id = Number(detail[2]);
    if (id !== 1 && id !== 2 && id !== 3) return send(res, 404, error('club_not_found', 'Club not found'));
    if (detail[1] === 'GET') return send(res, 200, clubDetail(id));
    const body = await readJson(req);
    return send(res, 200, { ...clubDetail(id), ...body });
  }
  const scans = /^GET \/clubs\/(\d+)\/statistics\/scans$/.exec(route);
  if (scans)
    return send(res, 200, {
      from: '2030-06-01',
      to: '2030-06-30',
      total: 0,
      days: [],
      tables: [],
      languages: [],
    });
  if (/^GET \/clubs\/\d+\/waiter-calls$/.test(route)) return send(res, 200, { calls: [] });
  return send(res, 404, error('not_found', `No route ${route}`));
}
