/** Prints the demo account's current TOTP code (`pnpm demo:totp`). */
import { DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from '#db/demo-account.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from '#lib/totp.ts';

const now = new Date();
const code = await totpCode(DEMO_TOTP_SECRET, now);
const secondsLeft = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
console.log(`Demo TOTP code: ${code} (valid for ${secondsLeft} more seconds)`);
console.log(
  `Sign in with phone ${DEMO_PHONE}, password ${DEMO_PASSWORD} and this code. Each code signs in once.`,
);
