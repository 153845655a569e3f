/** The fake API's clubs: the owner's list, club 1 and 2 in detail, brands, places, scans and calls. */
import type { Schemas } from '@tavola/api/schema';
import { HttpResponse } from 'msw';
import { bearerToken, error, http } from './fake-http';

const CLUBS: Schemas['OwnedClub'][] = [
  {
    id: 1,
    name: 'Trattoria da Mario',
    enabled: true,
    role: 'owner',
    ownershipOffered: false,
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
    role: 'owner',
    ownershipOffered: false,
    brand: null,
    freeForever: false,
    subscriptionEnabled: false,
    subscriptionExpiration: null,
    message: null,
  },
];

/** The theme of every fake club and menu. */
export const TAVOLA_THEME: Schemas['Theme'] = {
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
};

/** A club detail as the contract gives it (the fake clubs 1 and 2 of CLUBS). */
export function clubDetail(id: number): Schemas['ClubDetail'] {
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
    theme: TAVOLA_THEME,
    message:
      id === 1
        ? { id: 9, summary: 'Invoice unpaid', fullMessage: 'Please add a new payment method.', severity: 2 }
        : null,
    bannerUpdateEnabled: false,
    callWaiterEnabled: false,
    callAlertMinutes: 3,
    menuLabelEnabled: false,
    pdfMenuEnabled: false,
    // the translation editor's tests need club 1's switch on (club 2 is Freemium: no translations)
    translationsEnabled: id === 1,
    publicPage: false,
    slug: null,
    ordering: 'off',
  };
}

/** A well-formed Italian VAT number the fake server refuses (e.g. as VIES would), to show its message. */
export const BAD_VAT_NUMBER = '12345678903';

/** Clubs 1 and 2 exist, and club 3 once created; the billing scenarios answer their own (fake-billing.ts). */
const knownClub = (clubId: string) => ['1', '2', '3'].includes(clubId);

/**
 * The club after an update, as the server answers it: the given fields changed. The addresses and the
 * brand are stored as given but answered in their detail form, which the screens' tests never read
 * back, so the fake leaves them as they were.
 */
function updatedClub(club: Schemas['ClubDetail'], update: Schemas['ClubUpdate']): Schemas['ClubDetail'] {
  const { address, billingAddress, brandId, ...fields } = update;
  return { ...club, ...fields };
}

const CLUB_NOT_FOUND = error('club_not_found', 'Club not found');

export const clubHandlers = [
  http.get('/clubs', ({ request, response }) =>
    response(200).json(bearerToken(request) === 'empty-token' ? [] : CLUBS),
  ),

  http.get('/brands', ({ response }) => response(200).json([{ id: 3, name: 'Birra Nord', enabled: true }])),

  http.get('/countries', ({ response }) =>
    response(200).json([
      { iso2: 'FR', name: 'France' },
      { iso2: 'IT', name: 'Italy' },
    ]),
  ),
  http.get('/countries/{countryIsoCode}/states', ({ params, response }) => {
    if (params.countryIsoCode === 'IT')
      return response(200).json([
        { iso2: 'MI', name: 'Milan' },
        { iso2: 'RM', name: 'Rome' },
      ]);
    if (params.countryIsoCode === 'FR') return response(200).json([]);
  }),
  http.get('/countries/{countryIsoCode}/states/{stateIsoCode}/cities', ({ params, response }) => {
    if (params.countryIsoCode !== 'IT') return;
    if (params.stateIsoCode === 'MI')
      return response(200).json([
        { iso2: 'Milano', name: 'Milano' },
        { iso2: 'Monza', name: 'Monza' },
      ]);
    if (params.stateIsoCode === 'RM') return response(200).json([{ iso2: 'Roma', name: 'Roma' }]);
  }),

  http.post('/clubs', async ({ request, response }) => {
    const body = await request.json();
    if (body.vatNumber === BAD_VAT_NUMBER)
      return response(400).json(
        error('invalid_vat_number', 'Invalid VAT number', [
          { field: 'vatNumber', message: 'Invalid VAT number' },
        ]),
      );
    return response(201).json({ clubId: 3 });
  }),

  http.get('/clubs/{clubId}', ({ params, response }) => {
    if (!knownClub(params.clubId)) return response(404).json(CLUB_NOT_FOUND);
    return response(200).json(clubDetail(Number(params.clubId)));
  }),
  http.patch('/clubs/{clubId}', async ({ params, request, response }) => {
    if (!knownClub(params.clubId)) return response(404).json(CLUB_NOT_FOUND);
    return response(200).json(updatedClub(clubDetail(Number(params.clubId)), await request.json()));
  }),
  http.patch('/clubs/{clubId}/settings', async ({ params, request, response }) => {
    if (!knownClub(params.clubId)) return response(404).json(CLUB_NOT_FOUND);
    return response(200).json({ ...clubDetail(Number(params.clubId)), ...(await request.json()) });
  }),

  // another club's address is taken (the server's 409); the rest is saved as sent
  http.put('/clubs/{clubId}/public-page', async ({ params, request, response }) => {
    if (!knownClub(params.clubId)) return response(404).json(CLUB_NOT_FOUND);
    const body = await request.json();
    if (body.slug === 'bar-centrale')
      return response(409).json({
        code: 'slug_taken',
        message: 'Another club already has this address. Choose another one.',
      });
    return response(200).json({
      ...clubDetail(Number(params.clubId)),
      publicPage: body.enabled,
      slug: body.slug,
    });
  }),

  http.get('/clubs/{clubId}/statistics/scans', ({ response }) =>
    response(200).json({
      from: '2030-06-01',
      to: '2030-06-30',
      total: 0,
      days: [],
      tables: [],
      languages: [],
    }),
  ),

  http.get('/clubs/{clubId}/waiter-calls', ({ response }) => response(200).json({ calls: [] })),

  // 204 tells an EventSource not to reconnect (SSE spec): no live stream in screen tests. The
  // contract only documents the stream itself, hence an untyped answer.
  http.get('/waiter-calls/events', ({ response }) =>
    response.untyped(new HttpResponse(null, { status: 204 })),
  ),
];
