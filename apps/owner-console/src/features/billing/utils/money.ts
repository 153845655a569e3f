import type { I18n } from '@lingui/core';

/** An amount in the plan's currency, in the interface language (`€23.18`, `23,18 €`). */
export function formatMoney(i18n: I18n, amount: number, currency: string): string {
  return i18n.number(amount, { style: 'currency', currency });
}

/** A contract date (`YYYY-MM-DD`, a UTC calendar day) written out in the interface language. */
export function formatDay(i18n: I18n, day: string): string {
  return i18n.date(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

/** The calendar day (UTC) of a moment, as the contract writes dates. */
export function toDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
