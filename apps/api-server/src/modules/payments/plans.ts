/**
 * Payment plans: the paid plans on sale per country, with price and VAT (table `payment_plans`,
 * seeded by migration 0008, edited by administrators). Money is stored in cents and VAT in basis
 * points; the contract speaks in units and percent.
 */

import type { BillingMonths } from '@tavola/domain/subscription';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import { addresses, clubs, paymentPlans } from '#db/schema.ts';
import type { ProviderPrice } from './providers/payment-provider.ts';

export type PaymentPlanRow = typeof paymentPlans.$inferSelect;

/** Smart before Professional, monthly before annual. */
const planOrder = [
  sql`case ${paymentPlans.plan} when 'smart' then 0 else 1 end`,
  asc(paymentPlans.months),
] as const;

export const centsToUnits = (cents: number) => cents / 100;
export const unitsToCents = (units: number) => Math.round(units * 100);
export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);

/** The contract's `PaymentPlan`. */
export function toPaymentPlan(row: PaymentPlanRow) {
  return {
    id: row.id,
    plan: row.plan,
    isoCountryCode: row.country,
    months: row.months as BillingMonths,
    price: centsToUnits(row.priceCents),
    vat: basisPointsToPercent(row.vatBasisPoints),
    currency: row.currency,
  };
}

/** The contract's `AdminPaymentPlan`. */
export function toAdminPaymentPlan(row: PaymentPlanRow) {
  return { ...toPaymentPlan(row), active: row.active };
}

export function toProviderPrice(row: PaymentPlanRow): ProviderPrice {
  return {
    paymentPlanId: row.id,
    country: row.country,
    plan: row.plan,
    months: row.months as BillingMonths,
    priceCents: row.priceCents,
    vatBasisPoints: row.vatBasisPoints,
    currency: row.currency,
    stripePriceId: row.stripePriceId,
  };
}

/** The country of the club's address (ISO 3166-1 alpha-2, upper case). */
export async function clubCountry(db: DbOrTx, clubId: number): Promise<string | null> {
  const [row] = await db
    .select({ country: addresses.country })
    .from(clubs)
    .innerJoin(addresses, eq(addresses.id, clubs.addressId))
    .where(eq(clubs.id, clubId));
  return row ? row.country.toUpperCase() : null;
}

export async function activePlansForCountry(db: DbOrTx, country: string): Promise<PaymentPlanRow[]> {
  return db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.country, country), eq(paymentPlans.active, true)))
    .orderBy(...planOrder);
}

export async function allPlans(db: DbOrTx): Promise<PaymentPlanRow[]> {
  return db
    .select()
    .from(paymentPlans)
    .orderBy(asc(paymentPlans.country), ...planOrder);
}

export async function findPlan(db: DbOrTx, paymentPlanId: number): Promise<PaymentPlanRow | null> {
  const [row] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, paymentPlanId));
  return row ?? null;
}

/** A plan the club may buy: on sale in its country. */
export async function findPlanOnSale(
  db: DbOrTx,
  clubId: number,
  paymentPlanId: number,
): Promise<PaymentPlanRow | null> {
  const [plan, country] = await readTogether(db, [
    () => findPlan(db, paymentPlanId),
    () => clubCountry(db, clubId),
  ]);
  return plan?.active && plan.country === country ? plan : null;
}
