import { WAITER_CALL_COOLDOWN_SECONDS } from '@tavola/domain/waiter-calls';
import { useEffect, useId, useRef, useState } from 'react';
import { API_BASE, postJson, type WaiterCallReceipt } from '../../lib/api';
import { fill, textsFor } from '../../lib/catalogs';
import { formatTime } from '../../lib/format';
import { CALL_TEXTS, type CallTexts } from './call-waiter-texts';

export type CallState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /**
   * called: the server accepted the call at `at` (its own clock, ISO); calling again is possible at
   * `until` (ms since epoch). Accepted, not answered: the page cannot know whether a waiter is coming.
   */
  | { kind: 'sent'; at: string; until: number; callId: number }
  /** called a moment ago (from this or another phone at the table) */
  | { kind: 'cooldown'; until: number }
  | { kind: 'failed'; reason: 'error' | 'offline' | 'disabled' | 'busy'; until?: number };

/** POST callWaiter and the state it leads to. */
export async function callWaiter(
  clubId: number,
  tableId: number,
  menuId: number,
  now: () => number = Date.now,
): Promise<CallState> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return { kind: 'failed', reason: 'offline' };
  const result = await postJson<WaiterCallReceipt>(`/clubs/${clubId}/menu/tables/${tableId}/waiter-calls`, {
    menuId,
  });
  if (result.kind === 'offline') return { kind: 'failed', reason: 'offline' };
  if (result.kind === 'ok') {
    const { id, createdAt, cooldownSeconds } = result.data;
    const at = Number.isNaN(Date.parse(createdAt)) ? new Date(now()).toISOString() : createdAt;
    return { kind: 'sent', at, until: now() + cooldownSeconds * 1000, callId: id };
  }
  const retryAfter = Math.max(1, result.body?.retryAfter ?? WAITER_CALL_COOLDOWN_SECONDS);
  if (result.status === 429 && result.body?.code === 'waiter_recently_called')
    return { kind: 'cooldown', until: now() + retryAfter * 1000 };
  if (result.status === 429) return { kind: 'failed', reason: 'busy', until: now() + retryAfter * 1000 };
  if (result.status === 403) return { kind: 'failed', reason: 'disabled' };
  return { kind: 'failed', reason: 'error' };
}

type CallStatus = 'waiting' | 'coming' | 'done';

/** How long the page listens for its call to be taken. */
const LISTEN_MS = 15 * 60_000;

/**
 * Follows a call's status (getWaiterCallStatus): each request waits on the server until the status
 * differs from the one shown, so "A waiter is coming" shows the moment a waiter says so. A failed
 * request is tried again a few seconds later; the page stops listening once the call is done,
 * after LISTEN_MS, or when `signal` aborts.
 */
export async function followCallStatus(
  url: string,
  onStatus: (status: CallStatus) => void,
  signal: AbortSignal,
): Promise<void> {
  let known: CallStatus = 'waiting';
  const until = Date.now() + LISTEN_MS;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  while (!signal.aborted && known !== 'done' && Date.now() < until) {
    const asked = Date.now();
    try {
      const response: Response = await fetch(`${url}?known=${known}`, {
        signal,
        headers: { accept: 'application/json' },
      });
      if (response.status === 404) return;
      const status: unknown = response.ok
        ? ((await response.json()) as { status?: unknown }).status
        : undefined;
      if (status !== 'waiting' && status !== 'coming' && status !== 'done') throw new Error('no status');
      if (status !== known) onStatus(status);
      // the same status at once (a proxy that does not hold the request): not a tight loop
      else if (Date.now() - asked < 1_000) await pause(2_000);
      known = status;
    } catch {
      if (signal.aborted) return;
      await pause(5_000);
    }
  }
}

/** The status of the call this page sent, followed while it is shown. */
function useCallStatus(clubId: number, tableId: number, callId: number | null): CallStatus | null {
  const [status, setStatus] = useState<CallStatus | null>(null);
  useEffect(() => {
    setStatus(null);
    if (callId === null) return;
    const controller = new AbortController();
    void followCallStatus(
      `${API_BASE}/clubs/${clubId}/menu/tables/${tableId}/waiter-calls/${callId}`,
      setStatus,
      controller.signal,
    );
    return () => controller.abort();
  }, [clubId, tableId, callId]);
  return status;
}

/** Seconds left until `until`, ticking once a second while there are some. */
function useSecondsLeft(until: number | undefined, now: () => number): number {
  const [, tick] = useState(0);
  const left = until === undefined ? 0 : Math.max(0, Math.ceil((until - now()) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), 1000);
    return () => clearTimeout(timer);
  });
  return left;
}

/**
 * "Call a waiter": a button fixed at the bottom of the screen, a confirmation in a modal <dialog>
 * (focus goes to it and back to the button), then "Call sent at 21:04" (the time the server
 * accepted it, in the guest's locale) and the seconds before the table may call again. Failures say why, with the button ready to try again.
 */
export function CallWaiter({
  clubId,
  tableId,
  menuId,
  texts,
  locale,
  now = Date.now,
}: {
  clubId: number;
  tableId: number;
  menuId: number;
  texts: CallTexts;
  /** how the time of the call is written */
  locale: string;
  now?: () => number;
}) {
  const [state, setState] = useState<CallState>({ kind: 'idle' });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const until =
    state.kind === 'sent' || state.kind === 'cooldown' || state.kind === 'failed' ? state.until : undefined;
  const secondsLeft = useSecondsLeft(until, now);
  const waiting = (state.kind === 'sent' || state.kind === 'cooldown') && secondsLeft > 0;
  const unavailable = state.kind === 'sending' || waiting;
  const statusId = useId();
  const callStatus = useCallStatus(clubId, tableId, state.kind === 'sent' ? state.callId : null);

  function openDialog() {
    const dialog = dialogRef.current;
    if (!dialog || unavailable) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // the dialog's main action takes focus: React's autoFocus acts when the closed dialog mounts,
    // not when it opens, and showModal() alone focuses the first button, Cancel
    confirmRef.current?.focus();
  }

  function closeDialog() {
    const dialog = dialogRef.current;
    if (dialog?.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    buttonRef.current?.focus();
  }

  async function confirm() {
    closeDialog();
    setState({ kind: 'sending' });
    setState(await callWaiter(clubId, tableId, menuId, now));
  }

  let message: string | null = null;
  if (state.kind === 'sent' && callStatus === 'coming') message = texts.callComing;
  else if (state.kind === 'sent') {
    const sent = fill(texts.callSentAt, { time: formatTime(state.at, locale) });
    message = secondsLeft > 0 ? `${sent}. ${fill(texts.callAgainIn, { seconds: secondsLeft })}` : sent;
  } else if (state.kind === 'cooldown' && secondsLeft > 0)
    message = fill(texts.callAgainIn, { seconds: secondsLeft });
  else if (state.kind === 'failed')
    message =
      state.reason === 'offline'
        ? texts.callOffline
        : state.reason === 'disabled'
          ? texts.callDisabled
          : state.reason === 'busy'
            ? fill(texts.callTooMany, { seconds: Math.max(secondsLeft, 1) })
            : texts.callFailed;

  return (
    <div className="call">
      <p id={statusId} className="call-status" role="status" data-state={state.kind}>
        {message}
      </p>
      <button
        ref={buttonRef}
        type="button"
        className="call-button"
        onClick={openDialog}
        // aria-disabled, not disabled: the button keeps focus after the call (a disabled one drops
        // it to the start of the page) and, described by the status, says why it waits
        aria-disabled={unavailable || undefined}
        aria-describedby={message ? statusId : undefined}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {state.kind === 'sending' ? texts.calling : texts.callWaiter}
      </button>
      <dialog
        ref={dialogRef}
        className="dialog"
        aria-labelledby="call-waiter-title"
        aria-describedby="call-waiter-body"
        onCancel={() => buttonRef.current?.focus()}
      >
        <h2 id="call-waiter-title" className="dialog-title">
          {texts.callWaiterQuestion}
        </h2>
        <p id="call-waiter-body">{texts.callWaiterBody}</p>
        <div className="dialog-actions">
          <button type="button" className="button-secondary" onClick={closeDialog}>
            {texts.cancel}
          </button>
          <button ref={confirmRef} type="button" className="button-primary" onClick={confirm}>
            {texts.confirmCall}
          </button>
        </div>
      </dialog>
    </div>
  );
}

/**
 * The call button in the page's language: what the menu page loads on demand (its texts come with it,
 * not with the first screen's JavaScript).
 */
export default function CallWaiterIn({
  language,
  ...props
}: Omit<Parameters<typeof CallWaiter>[0], 'texts'> & { language: string }) {
  return <CallWaiter {...props} texts={textsFor(CALL_TEXTS, language)} />;
}
