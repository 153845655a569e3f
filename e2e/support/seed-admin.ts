// Run by the e2e stack (playwright.config.ts) on the fresh data directory BEFORE the API server
// starts, because the embedded database admits one process at a time: adds the administrator of
// support/admin.ts as an activated account and grants it the flag with setAdminFlag, the code of
// `pnpm admin:grant`. Nothing here reaches the server's routes. Usage (DATA_DIR set):
//   node --import tsx ../../e2e/support/seed-admin.ts        (from apps/api-server)
import { openDatabase } from '../../apps/api-server/src/db/client.ts';
import { users } from '../../apps/api-server/src/db/schema.ts';
import { hashPassword } from '../../apps/api-server/src/lib/passwords.ts';
import { setAdminFlag } from '../../apps/api-server/src/modules/admin/admin-flag.ts';
import { normalizePhone } from '../../packages/domain/src/phone-normal-form.ts';
import { E2E_ADMIN } from './admin';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('seed-admin: DATA_DIR is not set');

const database = await openDatabase({ kind: 'pglite', dataDir });
try {
  await database.db
    .insert(users)
    .values({
      name: E2E_ADMIN.name,
      surname: E2E_ADMIN.surname,
      email: E2E_ADMIN.email,
      // stored as sign-up stores a phone: in its normal form (E.164)
      phone: normalizePhone(E2E_ADMIN.phone),
      passwordHash: await hashPassword(E2E_ADMIN.password),
      totpSecret: E2E_ADMIN.totpSecret,
      language: 'en',
      activatedAt: new Date(),
    })
    .onConflictDoNothing();
  const granted = await setAdminFlag(database.db, E2E_ADMIN.phone, true);
  console.log(`e2e administrator ${granted.phone}: ${granted.isAdmin ? 'granted' : 'not granted'}`);
} finally {
  await database.close();
}
