// The billing journeys' calls to the API: reading a club's payment state as its owner, and making
// time pass in demo mode as the e2e administrator (runDemoBillingEvent). Used for checks beside what
// the console shows and to put the demo data back after a journey, never for the journey itself.
import { expect } from '@playwright/test';
import { E2E_ADMIN } from './admin';
import { call, signInThroughApi } from './api';

/** The test card numbers of the demo provider (docs/payments.md). */
export const DEMO_CARDS = {
  pays: '4242 4242 4242 4242',
  declinedAtRenewal: '4000 0000 0000 0341',
} as const;

/** The fields of getCurrentPaymentState the journeys compare with the screen. */
export interface PaymentState {
  plan: 'freemium' | 'smart' | 'professional';
  state: string;
  subscriptionEnabled: boolean;
  subscriptionExpiration: string | null;
  graceDaysLeft: number | null;
  openInvoiceId: number | null;
  paymentPlan: { id: number; months: number } | null;
}

export async function paymentState(token: string, clubId: number): Promise<PaymentState> {
  const got = await call<PaymentState>(token, 'GET', `/clubs/${clubId}/payments/plans/current`);
  expect(got.status, JSON.stringify(got.body)).toBe(200);
  return got.body;
}

export type DemoBillingEvent = 'renewal' | 'approve_payment' | 'grace_end' | 'period_end';

/** The e2e administrator's session (support/admin.ts), signed in once per worker. */
let adminToken: Promise<string> | undefined;
export function adminSession(): Promise<string> {
  adminToken ??= signInThroughApi(E2E_ADMIN.phone, E2E_ADMIN.password, E2E_ADMIN.totpSecret);
  return adminToken;
}

/** Makes time pass for a club in demo mode, as an administrator; returns the AdminClub answered. */
export async function runDemoBillingEvent(
  clubId: number,
  event: DemoBillingEvent,
): Promise<{ status: number; body: { plan: string; paymentState: string } }> {
  return call(await adminSession(), 'POST', `/admin/clubs/${clubId}/subscription/demo-events`, { event });
}

/** A contract day (`YYYY-MM-DD`) as the console writes it in English (`November 24, 2027`). */
export function englishDay(day: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
