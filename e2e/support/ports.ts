// Ports of the end-to-end stack. `npm test` gives each a free one (scripts/test-all.sh); a run by hand
// takes these fixed ones, away from the ones `npm start` uses so both can run at once.
export const ports = {
  api: Number(process.env.E2E_API_PORT ?? 18080),
  console: Number(process.env.E2E_CONSOLE_PORT ?? 15173),
  guest: Number(process.env.E2E_GUEST_PORT ?? 15174),
  mailSmtp: Number(process.env.E2E_MAIL_SMTP_PORT ?? 12525),
  mailHttp: Number(process.env.E2E_MAIL_HTTP_PORT ?? 12526),
  deepl: Number(process.env.E2E_DEEPL_PORT ?? 12527),
};
export const consoleUrl = `http://localhost:${ports.console}`;
export const guestUrl = `http://localhost:${ports.guest}`;
/** Where browsers reach the API (the server's PUBLIC_API_URL): base of the club activation link. */
export const apiUrl = `http://127.0.0.1:${ports.api}`;
