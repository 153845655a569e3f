import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { BellIcon } from '#components/icons.tsx';
import { paths } from '#config/paths.ts';
import { LiveConnectionContext, type LiveConnectionState } from '#hooks/use-live-connection.ts';
import { playCallChime, unlockCallChime } from '#lib/chime.ts';
import { invalidateClubOrders, publishOrderEvent } from '#lib/order-events.ts';
import { tableLabel } from '#lib/table-label.ts';
import {
  ALL_WAITER_CALLS_KEY,
  applyWaiterCallEvent,
  type WaiterCall,
  type WaiterCallEvent,
} from '../api/list-waiter-calls';
import { confirmSession, readCallsAgain } from '../api/read-calls-again';
import { type OpenWaiterCallStream, openWaiterCallStream } from '../api/waiter-call-events';
import { isCallSoundOn } from '../hooks/use-call-sound';
import { callHref } from '../utils/call-href';

/** Calls remembered as announced: enough for a long service, bounded for a console left open for days. */
const REMEMBERED_CALLS = 500;
/** Sentences kept in the live region: new ones are added as nodes, which screen readers read out. */
const KEPT_ANNOUNCEMENTS = 3;

export const waiterCallNotificationId = (callId: number) => `waiter-call:${callId}`;
/** The visually hidden live region that reads new calls out to screen readers (e2e tests find it). */
export const WAITER_CALL_ANNOUNCER_ID = 'waiter-call-announcer';

export interface WaiterCallsLiveProps {
  children: ReactNode;
  /** the event stream (tests give their own) */
  openStream?: OpenWaiterCallStream;
  /** the sound of a new call (tests give their own); played only while the owner has it on */
  playSound?: () => void;
  /** lets the first click or key allow audio; returns its clean-up (tests give their own) */
  unlockSound?: () => () => void;
  /**
   * The path the console is at (tests give their memory router's). The address bar's, not the
   * rendered route's: the router changes the address first and renders the new view in a React
   * transition, so for a moment after leaving the Calls view it is still on screen, and a call
   * arriving then would have been taken as seen there and never announced.
   */
  currentPath?: () => string;
}

const addressBarPath = () => window.location.pathname;

/** The club whose Calls view `path` is, if it is one. */
const callsViewClub = (path: string) => matchPath(paths.clubs.calls.path, path)?.params.clubId;

/**
 * The console's one live connection to waiter calls (in the signed-in layout): keeps every cached
 * Calls list current (the navigation's badge counts from them), and announces a new call on every
 * page; the orders' events on it make the cached orders stale and reach the order board
 * (lib/order-events.ts) (docs/decisions/029-waiter-calls-everywhere.md):
 * - a notification naming the table, zone and club, linking to the call, that stays until closed,
 *   until the call is done, or until its club's Calls view is opened;
 * - the chime, unless the owner turned it off in this browser;
 * - a sentence in a polite live region for screen readers.
 * Not on that club's Calls view (the list shows the call), and once per call. Calls made while the
 * connection was lost are announced once it is back.
 */
export function WaiterCallsLive({
  children,
  openStream = openWaiterCallStream,
  playSound = playCallChime,
  unlockSound = unlockCallChime,
  currentPath = addressBarPath,
}: WaiterCallsLiveProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useLingui();
  const [state, setState] = useState<LiveConnectionState>('connecting');
  const [announcements, setAnnouncements] = useState<{ id: number; text: string }[]>([]);

  // read by the stream's handlers, which live as long as the connection, not one render
  const latest = useRef({ currentPath, navigate, i18n, playSound });
  latest.current = { currentPath, navigate, i18n, playSound };
  const announced = useRef(new Set<number>());
  /** notifications on screen: call id to club id */
  const shown = useRef(new Map<number, number>());

  useEffect(() => unlockSound(), [unlockSound]);

  // the club's Calls view lists its calls: their notifications have done their job
  useEffect(() => {
    const clubId = callsViewClub(location.pathname);
    if (clubId === undefined) return;
    for (const [callId, callClubId] of shown.current) {
      if (String(callClubId) !== clubId) continue;
      notifications.hide(waiterCallNotificationId(callId));
      shown.current.delete(callId);
    }
  }, [location.pathname]);

  useEffect(() => {
    const remember = (callId: number) => {
      announced.current.add(callId);
      if (announced.current.size > REMEMBERED_CALLS) {
        const [oldest] = announced.current;
        if (oldest !== undefined) announced.current.delete(oldest);
      }
    };

    const hide = (callId: number) => {
      shown.current.delete(callId);
      notifications.hide(waiterCallNotificationId(callId));
    };

    const announce = (call: WaiterCall) => {
      if (announced.current.has(call.id)) return;
      remember(call.id);
      const { currentPath: path, navigate: go, i18n: lingui, playSound: play } = latest.current;
      if (callsViewClub(path()) === String(call.clubId)) return;

      if (isCallSoundOn()) play();
      const table = tableLabel(lingui, call.tableName);
      const zone = call.zoneName;
      const href = callHref(call.clubId, call.id);
      const id = waiterCallNotificationId(call.id);
      const title = lingui._(
        call.reason === 'bill'
          ? zone
            ? msg`${table} (${zone}) asks for the bill`
            : msg`${table} asks for the bill`
          : zone
            ? msg`${table} (${zone}) is calling a waiter`
            : msg`${table} is calling a waiter`,
      );
      setAnnouncements((list) => [...list, { id: call.id, text: title }].slice(-KEPT_ANNOUNCEMENTS));
      shown.current.set(call.id, call.clubId);
      notifications.show({
        id,
        color: 'tavola',
        icon: <BellIcon />,
        title,
        // a busy owner may look away: it stays until closed, or until the call is done
        autoClose: false,
        // read out by the live region below; an alert too would say it twice
        role: 'group',
        'aria-label': title,
        onClose: () => shown.current.delete(call.id),
        message: (
          <Stack gap={2}>
            <Text size="sm">{call.clubName}</Text>
            <Anchor
              href={href}
              size="sm"
              fw={600}
              onClick={(event) => {
                event.preventDefault();
                hide(call.id);
                void go(href);
              }}
            >
              {lingui._(msg`Open the call`)}
            </Anchor>
          </Stack>
        ),
      });
    };

    // events heard while the lists are read again, applied once more over what the reads return
    let replay: WaiterCallEvent[] | null = null;
    const apply = (event: WaiterCallEvent) => {
      applyWaiterCallEvent(queryClient, event);
      replay?.push(event);
    };

    // the connection was open once and lost since: calls may have been made while away
    let away = false;
    const stream = openStream({
      onOpen: () => {
        setState('open');
        // calls made or done while disconnected are not replayed by the server: read the lists
        // again; after a loss, every club's, announcing the calls made meanwhile
        const heard: WaiterCallEvent[] = [];
        replay = heard;
        const reading = away
          ? readCallsAgain(queryClient).then((missed) => {
              for (const call of missed) announce(call);
            })
          : queryClient.invalidateQueries({ queryKey: ALL_WAITER_CALLS_KEY });
        // orders changed meanwhile too: what is on screen is read again
        if (away) void invalidateClubOrders(queryClient);
        away = false;
        void reading
          .catch(() => undefined)
          .finally(() => {
            if (replay === heard) replay = null;
            for (const event of heard) applyWaiterCallEvent(queryClient, event);
          });
      },
      onCall: (call) => {
        apply({ type: 'call', call });
        if (call.doneAt === null) announce(call);
      },
      onTaken: (call) => apply({ type: 'taken', call }),
      onDone: (call) => {
        // remembered as announced: a late or repeated `call` event for it stays silent
        remember(call.id);
        apply({ type: 'done', call });
        hide(call.id);
      },
      onOrder: (event) => {
        // the board, an open order and today's totals are read again; the board greets new rounds
        void invalidateClubOrders(queryClient, event.clubId);
        publishOrderEvent(event);
      },
      onDisconnect: (final) => {
        away = true;
        setState('lost');
        // refused for good: most likely the session is over, which the console must say
        if (final) void confirmSession(queryClient);
      },
    });
    return () => stream.close();
  }, [openStream, queryClient]);

  return (
    <LiveConnectionContext.Provider value={state}>
      {children}
      <VisuallyHidden id={WAITER_CALL_ANNOUNCER_ID} aria-live="polite" aria-relevant="additions">
        {announcements.map((entry) => (
          <p key={entry.id}>{entry.text}</p>
        ))}
      </VisuallyHidden>
    </LiveConnectionContext.Provider>
  );
}
