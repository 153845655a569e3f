import { randomInt } from 'node:crypto';

/** A new owner with a phone number no other test uses. */
export function newOwner() {
  const phone = `39${randomInt(10_000_000, 99_999_999)}`;
  return {
    name: 'Giulia',
    surname: 'Bianchi',
    email: `giulia.${phone}@example.test`,
    phone,
    password: 'Osteria!2024',
  };
}

export type Owner = ReturnType<typeof newOwner>;
