/**
 * The end-to-end stack's Tavola administrator. No route of the product makes an administrator (on
 * purpose: there is no such backdoor); an operator runs `pnpm admin:grant <phone>` against a
 * stopped server. The e2e stack does the same before its server starts: `support/seed-admin.ts`
 * puts this account into the fresh data directory and grants it the flag through the server's own
 * admin-flag module (the code behind `pnpm admin:grant`), then the server starts on that data.
 * The account exists only in the e2e data directory, which every run starts afresh.
 */
export const E2E_ADMIN = {
  name: 'Ada',
  surname: 'Admin',
  email: 'admin@tavola.test',
  phone: '3330000999',
  password: 'Admin!2345',
  totpSecret: 'MFSG22LOMFSG22LOMFSG22LOMFSG22LO',
};
