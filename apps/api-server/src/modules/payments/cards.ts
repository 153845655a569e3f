/**
 * The club's customer at the payment provider and its cards. The provider is always called
 * outside any transaction; what it answers is then recorded in one.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '#db/client.ts';
import { clubs, paymentMethods, users } from '#db/schema.ts';
import { clubNotFound } from '#errors.ts';
import { paymentMethodNotFound } from './errors.ts';
import type { ProviderCard } from './providers/payment-provider.ts';
import {
  readSubscription,
  removePaymentMethodByProviderId,
  setPrimaryPaymentMethod,
  storeCustomerId,
  upsertPaymentMethod,
} from './subscription-store.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The contract's `PaymentMethod`. */
export function toPaymentMethod(row: PaymentMethodRow) {
  return {
    id: row.providerId,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    primary: row.isPrimary,
  };
}

/** The club's cards, the primary one first, then newest first. */
export async function listCards(db: DbOrTx, clubId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.clubId, clubId))
    .orderBy(desc(paymentMethods.isPrimary), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

export async function findCard(db: DbOrTx, providerId: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.providerId, providerId));
  return row ?? null;
}

export async function primaryCard(db: DbOrTx, clubId: number): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.clubId, clubId), eq(paymentMethods.isPrimary, true)));
  return row ?? null;
}

/**
 * The club's customer at the current provider, created on first use (named after the club, with
 * the address of the owner who asked).
 */
export async function ensureCustomer(
  app: FastifyInstance,
  clubId: number,
  userId: number,
  requestKey: string,
): Promise<string> {
  const { db, payments } = app;
  const { row } = await readSubscription(db, clubId);
  if (row?.customerId && row.provider === payments.name) return row.customerId;
  const [club] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw clubNotFound();
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const customerId = await payments.createCustomer(
    { clubId, name: club.name, email: user?.email ?? null },
    `club:${clubId}:customer:${requestKey}`,
  );
  return db.transaction((tx) => storeCustomerId(tx, clubId, customerId, payments.name));
}

/** Records a card the provider holds for the club; the first one becomes primary (at the provider too). */
export async function recordCard(
  app: FastifyInstance,
  clubId: number,
  customerId: string,
  card: ProviderCard,
  requestKey: string,
): Promise<PaymentMethodRow> {
  const { primary } = await app.db.transaction((tx) => upsertPaymentMethod(tx, clubId, card));
  if (primary) {
    await app.payments.setDefaultPaymentMethod(
      customerId,
      card.id,
      `club:${clubId}:default-card:${requestKey}`,
    );
  }
  const stored = await findCard(app.db, card.id);
  if (!stored) throw new Error('payment method not stored');
  return stored;
}

/**
 * A card the club may pay with: one of its recorded cards, or one the provider attaches now (with
 * Stripe a confirmed SetupIntent's card; Stripe's test ids in demo mode). 404 when it is unknown
 * or another club's.
 */
export async function cardForClub(
  app: FastifyInstance,
  clubId: number,
  customerId: string,
  paymentMethodId: string,
  requestKey: string,
): Promise<PaymentMethodRow> {
  const known = await findCard(app.db, paymentMethodId);
  if (known) {
    if (known.clubId !== clubId) throw paymentMethodNotFound();
    return known;
  }
  const card = await app.payments.attachPaymentMethod(
    customerId,
    paymentMethodId,
    `club:${clubId}:attach:${paymentMethodId}:${requestKey}`,
  );
  if (!card) throw paymentMethodNotFound();
  const mine = await findCard(app.db, card.id);
  if (mine && mine.clubId !== clubId) throw paymentMethodNotFound();
  return recordCard(app, clubId, customerId, card, requestKey);
}

/**
 * Makes one of the club's cards its primary one: at the provider first (renewals must charge the
 * card the owner sees as primary), then here.
 */
export async function makePrimary(
  app: FastifyInstance,
  clubId: number,
  paymentMethodId: string,
  requestKey: string,
): Promise<void> {
  const { row } = await readSubscription(app.db, clubId);
  if (row?.customerId) {
    await app.payments.setDefaultPaymentMethod(
      row.customerId,
      paymentMethodId,
      `club:${clubId}:default-card:${paymentMethodId}:${requestKey}`,
    );
  }
  await app.db.transaction((tx) => setPrimaryPaymentMethod(tx, clubId, paymentMethodId));
}

/** Forgets a card at the provider, then here (the newest remaining card becomes primary). */
export async function removeCard(
  app: FastifyInstance,
  card: PaymentMethodRow,
  requestKey: string,
): Promise<void> {
  await app.payments.detachPaymentMethod(
    card.providerId,
    `club:${card.clubId}:detach:${card.providerId}:${requestKey}`,
  );
  await app.db.transaction((tx) => removePaymentMethodByProviderId(tx, card.providerId));
}
