/** The fake API's sign-in, sign-up, recovery and account calls: answers chosen by the request alone. */
import { HttpResponse } from 'msw';
import { bearerToken, error, http } from './fake-http';

/** The demo account and the inputs that choose the other answers. */
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

export const accountHandlers = [
  http.post('/login', async ({ request, response }) => {
    const body = await request.json();
    if (body.username === DEMO.notActivatedPhone)
      return response(403).json(error('account_not_activated', 'Account not activated'));
    if (body.username === DEMO.rateLimitedPhone)
      return response(429).json(error('rate_limited', 'Too many sign-in attempts, try again in 60 seconds'));
    if (body.username === DEMO.phone && body.password === DEMO.password && body.totp === DEMO.totp)
      return response(200).json({ token: 'valid-token', isAdmin: false, expiresAt: '2031-01-01T00:00:00Z' });
    return response(401).json(error('invalid_credentials', 'Invalid credentials'));
  }),

  http.post('/logout', ({ response }) => response(204).empty()),

  http.get('/users/me', ({ request, response }) =>
    response(200).json({
      id: 1,
      name: 'Maria',
      surname: 'Rossi',
      email: 'maria@example.com',
      phone: DEMO.phone,
      isAdmin: bearerToken(request) === 'admin-token',
      language: 'en',
    }),
  ),

  http.post('/users/totp', ({ response }) =>
    response(201).json({
      enrolmentId: '5b0c5c57-8a4e-4a4b-9a38-3f9d5d1c2a10',
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/Tavola:owner?secret=JBSWY3DPEHPK3PXP&issuer=Tavola',
    }),
  ),

  http.post('/users', async ({ request, response }) => {
    const body = await request.json();
    if (body.phone === DEMO.takenPhone)
      return response(409).json(error('phone_in_use', 'Phone already in use'));
    if (body.totp !== DEMO.totp) return response(400).json(error('invalid_totp', 'The code does not match'));
    return response(201).json({ id: 7 });
  }),

  http.get('/users/activate', ({ query, response }) => {
    if (query.get('token') === DEMO.activationToken) return response(200).json({ outcome: 'activated' });
    return response(400).json(error('invalid_or_expired_link', 'Invalid or expired link'));
  }),

  http.post('/users/password/recovery', async ({ request, response }) => {
    const body = await request.json();
    if (body.phone === DEMO.phone) return response(204).empty();
    if (body.phone === DEMO.unknownPhone)
      return response(404).json(error('account_not_found', 'No account found with this phone number'));
    // any other number: the server failing (no answer of the contract)
    return response.untyped(HttpResponse.json(error('internal', 'Internal server error'), { status: 500 }));
  }),

  http.post('/users/password/reset', async ({ request, response }) => {
    const body = await request.json();
    if (body.token !== DEMO.resetToken)
      return response(400).json(error('invalid_or_expired_link', 'Invalid link'));
    if (body.password !== body.passwordConfirmation)
      return response(400).json(error('passwords_do_not_match', 'Passwords do not match'));
    return response(204).empty();
  }),

  http.post('/users/language', ({ response }) => response(204).empty()),

  http.post('/users/me/deletion-request', ({ response }) => response(202).empty()),
];
