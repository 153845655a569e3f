/**
 * What a push notification says, in the language of the console on the device that subscribed
 * (push_subscriptions.language). The service worker (apps/owner-console/public/push-worker.js)
 * shows `title` and `body` as they come, and opens `url` when the notification is tapped.
 */

export type PushLanguage = 'en' | 'it';
export type PushKind = 'call' | 'reminder';

export interface CallForPush {
  id: number;
  clubId: number;
  clubName: string;
  tableName: string;
  zoneName: string | null;
  alertMinutes: number;
  /** 'bill': the table asked for the bill from its order */
  reason: 'waiter' | 'bill';
}

export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** the console's page of the call, relative to the console's origin */
  url: string;
  /** one notification per call on a device: the reminder replaces the first */
  tag: string;
  callId: number;
  clubId: number;
}

/** a bare number reads "Table 4", a name ("Terrace 2") is used as it is, as the console does */
const TABLE: Record<PushLanguage, (name: string) => string> = {
  en: (name) => (/^\d+$/.test(name.trim()) ? `Table ${name}` : name),
  it: (name) => (/^\d+$/.test(name.trim()) ? `Tavolo ${name}` : name),
};

const TITLES: Record<PushLanguage, Record<PushKind, (table: string, minutes: number) => string>> = {
  en: {
    call: (table) => `${table} is calling`,
    reminder: (table, minutes) => `${table} has waited ${minutes} min and nobody is going`,
  },
  it: {
    call: (table) => `${table} chiama`,
    reminder: (table, minutes) => `${table} aspetta da ${minutes} min e nessuno sta andando`,
  },
};

const BILL_TITLES: Record<PushLanguage, (table: string) => string> = {
  en: (table) => `${table} asks for the bill`,
  it: (table) => `${table} chiede il conto`,
};

export function pushPayload(kind: PushKind, call: CallForPush, language: PushLanguage): PushPayload {
  const table = TABLE[language](call.tableName);
  return {
    kind,
    title:
      call.reason === 'bill' && kind === 'call'
        ? BILL_TITLES[language](table)
        : TITLES[language][kind](table, call.alertMinutes),
    body: call.zoneName ? `${call.zoneName} · ${call.clubName}` : call.clubName,
    url: `/clubs/${call.clubId}/calls?call=${call.id}`,
    tag: `call-${call.id}`,
    callId: call.id,
    clubId: call.clubId,
  };
}
