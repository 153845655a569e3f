import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { matchPath, useNavigate } from 'react-router';
import { BellIcon } from '#components/icons.tsx';
import { paths } from '#config/paths.ts';
import {
  ALL_WAITER_CALLS_KEY,
  applyWaiterCallEvent,
  type WaiterCall,
  type WaiterCallEvent,
} from '../api/list-waiter-calls';
import { readCallsAgain } from '../api/read-calls-again';
import { type OpenWaiterCallStream, openWaiterCallStream } from '../api/waiter-call-events';
import { LiveConnectionContext, type LiveConnectionState } from '../hooks/use-live-connection';
import { playCallChime } from '../utils/beep';
import { tableLabel } from '../utils/table-label';

/** Calls remembered as announced: enough for a long service, bounded for a console left open for days. */
const REMEMBERED_CALLS = 500;

export const waiterCallNotificationId = (callId: number) => `waiter-call:${callId}`;

export interface WaiterCallsLiveProps {
  children: ReactNode;
  /** the event stream (tests give their own) */
  openStream?: OpenWaiterCallStream;
  /** the sound of a new call (tests give their own) */
  playSound?: () => void;
  /**
   * The path the console is at (tests give their memory router's). The address bar's, not the
   * rendered route's: the router changes the address first and renders the new view in a React
   * transition, so for a moment after leaving the Calls view it is still on screen, and a call
   * arriving then would have been taken as seen there and never announced.
   */
  currentPath?: () => string;
}

const addressBarPath = () => window.location.pathname;

/**
 * The console's one live connection to waiter calls (in the signed-in layout): keeps every cached
 * Calls list current, and announces a new call with a chime and a notification linking to the
 * club's Calls view, unless that view is on screen (it shows the call) or the call was announced
 * already. Calls made while the connection was lost are announced once it is back.
 */
export function WaiterCallsLive({
  children,
  openStream = openWaiterCallStream,
  playSound = playCallChime,
  currentPath = addressBarPath,
}: WaiterCallsLiveProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const [state, setState] = useState<LiveConnectionState>('connecting');

  // read by the stream's handlers, which live as long as the connection, not one render
  const latest = useRef({ currentPath, navigate, i18n, playSound });
  latest.current = { currentPath, navigate, i18n, playSound };
  const announced = useRef(new Set<number>());

  useEffect(() => {
    const remember = (callId: number) => {
      announced.current.add(callId);
      if (announced.current.size > REMEMBERED_CALLS) {
        const [oldest] = announced.current;
        if (oldest !== undefined) announced.current.delete(oldest);
      }
    };

    const announce = (call: WaiterCall) => {
      if (announced.current.has(call.id)) return;
      remember(call.id);
      const { currentPath: path, navigate: go, i18n: lingui, playSound: play } = latest.current;
      const onCallsView = matchPath(paths.clubs.calls.path, path())?.params.clubId === String(call.clubId);
      if (onCallsView) return;

      play();
      const table = tableLabel(lingui, call.tableName);
      const zone = call.zoneName;
      const href = paths.clubs.calls.getHref(call.clubId);
      const id = waiterCallNotificationId(call.id);
      const title = lingui._(
        zone ? msg`${table} (${zone}) is calling a waiter` : msg`${table} is calling a waiter`,
      );
      notifications.show({
        id,
        color: 'tavola',
        icon: <BellIcon />,
        title,
        // the alert's name, for screen readers' lists and tests
        'aria-label': title,
        message: (
          <Stack gap={2}>
            <Text size="sm">{call.clubName}</Text>
            <Anchor
              href={href}
              size="sm"
              fw={600}
              onClick={(event) => {
                event.preventDefault();
                notifications.hide(id);
                void go(href);
              }}
            >
              {lingui._(msg`Open the calls`)}
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
      onDone: (call) => {
        // remembered as announced: a late or repeated `call` event for it stays silent
        remember(call.id);
        apply({ type: 'done', call });
        notifications.hide(waiterCallNotificationId(call.id));
      },
      onDisconnect: () => {
        away = true;
        setState('lost');
      },
    });
    return () => stream.close();
  }, [openStream, queryClient]);

  return <LiveConnectionContext.Provider value={state}>{children}</LiveConnectionContext.Provider>;
}
