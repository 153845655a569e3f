/** Grants or revokes the administrator flag of an account (`pnpm admin:grant|admin:revoke <phone>`). */
import { normalizePhone, type PhoneCountry } from '@tavola/domain/phone-normal-form';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { users } from '#db/schema.ts';

export class UnknownPhoneError extends Error {
  constructor(readonly phone: string) {
    super(`No account found with the phone number ${phone}.`);
    this.name = 'UnknownPhoneError';
  }
}

export interface AdminFlagResult {
  userId: number;
  name: string;
  surname: string;
  phone: string;
  isAdmin: boolean;
  /** false when the account already had the wanted flag */
  changed: boolean;
}

/**
 * Sets users.is_admin for the account with this phone number (looked up as at sign-in: in its
 * normal form, whatever the spaces, dashes, brackets or country code). Sessions read the flag on
 * every call, so it applies at once.
 */
export async function setAdminFlag(
  db: DbOrTx,
  rawPhone: string,
  isAdmin: boolean,
  phoneCountry?: PhoneCountry,
): Promise<AdminFlagResult> {
  const phone = normalizePhone(rawPhone, phoneCountry);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        name: users.name,
        surname: users.surname,
        phone: users.phone,
        isAdmin: users.isAdmin,
      })
      .from(users)
      .where(eq(users.phone, phone))
      .for('update');
    if (!user) throw new UnknownPhoneError(rawPhone.trim());
    if (user.isAdmin !== isAdmin) await tx.update(users).set({ isAdmin }).where(eq(users.id, user.id));
    return {
      userId: user.id,
      name: user.name,
      surname: user.surname,
      phone: user.phone,
      isAdmin,
      changed: user.isAdmin !== isAdmin,
    };
  });
}
