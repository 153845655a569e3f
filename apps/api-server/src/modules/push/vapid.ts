/**
 * The VAPID key pair that signs every push (RFC 8292). Browsers bind a subscription to the public
 * key it was made with, so the pair must outlive restarts and be the same in every API process: a
 * deployment gives its own in the environment, or the first process to start makes one and keeps
 * it in the database; every other process, then and later, reads that one.
 */
import webpush from 'web-push';
import type { Db } from '#db/client.ts';
import { vapidKeys } from '#db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function loadVapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const made = webpush.generateVAPIDKeys();
  // two processes starting together: the first insert wins, both read the winner
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const [stored] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys);
  if (!stored) throw new Error('the VAPID keys could not be stored');
  return stored;
}
