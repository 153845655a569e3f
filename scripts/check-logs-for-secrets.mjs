// Searches log files for secrets that must never be logged: the demo account's password and TOTP
// secret (apps/api-server/src/db/demo-account.ts), bearer tokens ("Bearer xxx" or a session-token
// shaped string: 43 base64url characters, as src/lib/tokens.ts makes them, also the emailed
// activation and reset tokens) and TOTP secrets in otpauth:// addresses.
//
//   node scripts/check-logs-for-secrets.mjs <log file>...
//
// Prints each finding as file:line with the secret masked; exits 1 when there is any, 2 when a file
// cannot be read, 0 when every file is clean.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const demoAccount = fs.readFileSync(path.join(root, 'apps/api-server/src/db/demo-account.ts'), 'utf8');

function demoConstant(name) {
  const value = new RegExp(`export const ${name} = '([^']+)'`).exec(demoAccount)?.[1];
  if (!value) throw new Error(`${name} not found in demo-account.ts`);
  return value;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A random token almost always mixes lower case, upper case and digits; words and hashes do not. */
const looksRandom = (text) => /[a-z]/.test(text) && /[A-Z]/.test(text) && /[0-9]/.test(text);

const rules = [
  { what: 'the demo password', pattern: new RegExp(escapeRegExp(demoConstant('DEMO_PASSWORD')), 'g') },
  { what: 'the demo TOTP secret', pattern: new RegExp(escapeRegExp(demoConstant('DEMO_TOTP_SECRET')), 'gi') },
  // pino's redaction writes "[Redacted]" in place of an authorization header
  { what: 'a bearer token', pattern: /Bearer\s+(?!\[redacted\])([A-Za-z0-9._~+/-]{8,}=*)/gi },
  {
    what: 'a session-token-like string',
    pattern: /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
    keep: looksRandom,
  },
  { what: 'a TOTP secret in an otpauth address', pattern: /otpauth:\/\/[^\s"']*[?&]secret=[A-Z2-7]{16,}/gi },
];

const mask = (secret) => `${secret.slice(0, 4)}…(${secret.length} characters)`;

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/check-logs-for-secrets.mjs <log file>...');
  process.exit(2);
}

let findings = 0;
let unreadable = 0;
for (const file of files) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`${file}: cannot be read (${error.code ?? error.message})`);
    unreadable++;
    continue;
  }
  text.split('\n').forEach((line, index) => {
    for (const { what, pattern, keep } of rules) {
      for (const match of line.matchAll(pattern)) {
        // (the secret itself: a rule's group when it has one, e.g. the token after "Bearer")
        const secret = match[1] ?? match[0];
        if (keep && !keep(secret)) continue;
        findings++;
        console.log(`${file}:${index + 1}: ${what}: ${mask(secret)}`);
      }
    }
  });
}

if (findings > 0) {
  console.log(`${findings} secret(s) found in ${files.length} log file(s)`);
  process.exit(1);
}
if (unreadable > 0) process.exit(2);
console.log(`no secrets found in ${files.length} log file(s)`);
