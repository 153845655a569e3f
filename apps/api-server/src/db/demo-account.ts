/**
 * Sign-in details of the demo owner. Public on purpose: the README and `npm start` print them,
 * `pnpm demo:totp` prints the current code, and the end-to-end journeys sign in with them.
 * The demo exists only on the embedded development database (config refuses it in production).
 */
/** As people type it (README, `npm start`); any spelling of it signs in, e.g. "+39 333 000 0000". */
export const DEMO_PHONE = '3330000000';
/** How it is stored: the normal form of an Italian mobile number (docs/decisions/031). */
export const DEMO_PHONE_STORED = '+393330000000';
export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_TOTP_SECRET = 'KRAVM33MMFCGK3LPKRAVM33MMFCGK3LP';
/** The demo owner's club, paying for Smart monthly in demo mode: every feature and the billing page can be seen. */
export const DEMO_CLUB_NAME = 'Trattoria Demo';
/** The demo Trattoria's public page on the web, `/m/trattoria-demo` (docs/decisions/043). */
export const DEMO_CLUB_SLUG = 'trattoria-demo';
/** The demo owner's second club, on Freemium with its two menus: at the menu limit. */
export const DEMO_BAR_CLUB_NAME = 'Bar Demo';
