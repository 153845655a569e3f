/**
 * The fake API's administration calls (clubs, switches, messages, brands), for `admin-token` only:
 * answers from the input, nothing is stored. The billing ones are in fake-admin-billing.ts.
 */
import type { Schemas } from '@tavola/api/schema';
import { HttpResponse } from 'msw';
import { bearerToken, error, FAKE_API_URL, http } from './fake-http';

const ADMIN_CLUBS: Schemas['AdminClub'][] = [
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

const ADMIN_BRANDS: Schemas['Brand'][] = [
  { id: 3, name: 'Birra Nord', enabled: true },
  { id: 4, name: 'Caffè Sole', enabled: false },
];

export const adminClub = (clubId: string) => ADMIN_CLUBS.find((entry) => entry.id === Number(clubId));

export const CLUB_NOT_FOUND = error('club_not_found', 'Club not found');

export const adminHandlers = [
  // Signed in but not an administrator: every administration call is refused (the session itself is
  // checked before, by the fake API's sign-in gate).
  http.untyped.all(`${FAKE_API_URL}/admin/*`, ({ request }) => {
    if (bearerToken(request) !== 'admin-token')
      return HttpResponse.json(error('admin_only', 'Only Tavola administrators can do this.'), {
        status: 403,
      });
  }),

  http.get('/admin/clubs', ({ response }) => response(200).json(ADMIN_CLUBS)),

  http.put('/admin/clubs/{clubId}/enabled', async ({ params, request, response }) => {
    const club = adminClub(params.clubId);
    if (!club) return response(404).json(CLUB_NOT_FOUND);
    return response(200).json({ ...club, ...(await request.json()) });
  }),
  http.put('/admin/clubs/{clubId}/plan', async ({ params, request, response }) => {
    const club = adminClub(params.clubId);
    if (!club) return response(404).json(CLUB_NOT_FOUND);
    return response(200).json({ ...club, ...(await request.json()) });
  }),

  http.post('/admin/clubs/{clubId}/message', async ({ params, request, response }) => {
    if (!adminClub(params.clubId)) return response(404).json(CLUB_NOT_FOUND);
    return response(201).json({ id: 10, ...(await request.json()) });
  }),
  http.delete('/admin/clubs/{clubId}/message', ({ params, response }) => {
    if (!adminClub(params.clubId)) return response(404).json(CLUB_NOT_FOUND);
    return response(204).empty();
  }),

  http.get('/admin/brands', ({ response }) => response(200).json(ADMIN_BRANDS)),
  http.post('/admin/brands', async ({ request, response }) => {
    const { name } = await request.json();
    if (ADMIN_BRANDS.some((brand) => brand.name.toLowerCase() === name.toLowerCase()))
      return response(409).json(error('brand_name_taken', 'A brand with this name already exists.'));
    return response(201).json({ id: 5, name, enabled: true });
  }),
  http.patch('/admin/brands/{brandId}', async ({ params, request, response }) => {
    const brand = ADMIN_BRANDS.find((entry) => entry.id === Number(params.brandId));
    if (!brand) return response(404).json(error('brand_not_found', 'Brand not found'));
    return response(200).json({ ...brand, ...(await request.json()) });
  }),
];
