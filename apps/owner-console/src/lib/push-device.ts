/**
 * This browser's Web Push subscription (docs/decisions/054-push-notifications-to-waiters.md). One
 * subscription serves every club the member turns notifications on for: the server keeps it per
 * club, and this device remembers, in localStorage, the clubs it turned on. Signing out ends the
 * subscription itself (`endPushSubscription`), so the push service tells the server it is gone and
 * a shared phone stops getting the member's calls.
 */

export type PushSupport = 'supported' | 'unsupported' | 'blocked';

const CLUBS_KEY = 'pushClubs';

export function pushSupport(): PushSupport {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

function storedClubs(): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(CLUBS_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function isPushOnFor(clubId: number): boolean {
  return storedClubs().includes(clubId);
}

export function rememberPush(clubId: number, on: boolean): void {
  const others = storedClubs().filter((id) => id !== clubId);
  try {
    localStorage.setItem(CLUBS_KEY, JSON.stringify(on ? [...others, clubId] : others));
  } catch {
    // storage refused: the switch shows off after a reload, the server keeps sending
  }
}

/** The service worker's registration; null when none is active (development, or not yet installed). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

function base64url(bytes: ArrayBuffer | null): string {
  if (!bytes) return '';
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const text = atob(key.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** This browser's subscription, if it has one made with `publicKey`. */
export async function currentSubscription(publicKey: string): Promise<PushSubscription | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  return base64url(subscription.options.applicationServerKey) === publicKey ? subscription : null;
}

export class PushUnavailableError extends Error {}

/**
 * Asks for permission when needed and returns the browser's subscription for the server's key (one
 * made with an older key is replaced). Throws PushUnavailableError when the user refuses or the
 * browser has no service worker to receive pushes.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError(permission);
  const worker = await registration();
  if (!worker) throw new PushUnavailableError('no service worker');
  const existing = await worker.pushManager.getSubscription();
  if (existing && base64url(existing.options.applicationServerKey) === publicKey) return existing;
  await existing?.unsubscribe();
  return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** At sign-out: the subscription ends, so no call of the member reaches this device any more. */
export async function endPushSubscription(): Promise<void> {
  try {
    localStorage.removeItem(CLUBS_KEY);
    if (pushSupport() === 'unsupported') return;
    const subscription = await (await registration())?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // nothing to end
  }
}
