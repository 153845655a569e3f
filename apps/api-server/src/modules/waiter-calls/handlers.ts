/**
 * Waiter calls: a guest calls (public), consoles list them, mark them done and hear them live over
 * Server-Sent Events (docs/decisions/012-live-waiter-calls.md).
 */
import { WAITER_CALL_COOLDOWN_SECONDS } from '@tavola/domain/waiter-calls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { conflict, forbidden, HttpError, notFound, unauthenticated } from '#errors.ts';
import { clubIdOf, menuNotFound, tableNotFound } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { bearerToken } from '#modules/auth/sessions.ts';
import * as teamQueries from '#modules/team/queries.ts';
import * as queries from './queries.ts';

/** How long a browser's EventSource waits before reconnecting after the stream drops. */
const RECONNECT_HINT_MS = 3_000;

/** Refusals depend on the moment: no cache may keep them. */
const uncached = { 'cache-control': 'no-store' };
const CALL_WAITER_DISABLED_MESSAGE = 'Calling the waiter is not available for this menu.';
const RECENTLY_CALLED_MESSAGE = 'A waiter has just been called to this table.';
const CLUB_FLOOD_MESSAGE = 'Too many calls right now, please try again in a moment.';

const tooSoon = (code: string, message: string, secondsLeft: number) =>
  new HttpError(
    429,
    code,
    message,
    undefined,
    { 'retry-after': String(secondsLeft), ...uncached },
    { retryAfter: secondsLeft },
  );

/**
 * The live streams one account may hold open in one API process: every console tab and device
 * keeps one, and each costs a connection and a session check every 25 s. Twenty leave room for a
 * venue's devices sharing one sign-in; past them a new stream is refused (the console retries, so
 * it connects once another tab has closed), rather than an old one closed (which would reconnect
 * and close another, round and round).
 */
export const WAITER_CALL_STREAMS_PER_USER = 20;
/** The console's longest wait between tries (waiter-call-events.ts in the console). */
const STREAM_RETRY_SECONDS = 30;

const tooManyStreams = () =>
  new HttpError(
    429,
    'too_many_streams',
    `This account already has ${WAITER_CALL_STREAMS_PER_USER} live connections open: close a tab or sign out on a device you no longer use.`,
    undefined,
    { 'retry-after': String(STREAM_RETRY_SECONDS), ...uncached },
  );

/** One SSE event: `event`, `id` and the call as JSON (one line: JSON.stringify escapes newlines). */
function sseEvent(event: string, id: string, data: unknown): string {
  return `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Hijacks the reply and keeps the stream open until the client goes, the session ends or the app
 * closes. The headers Fastify's hooks already set on the reply (CORS for the console's origin,
 * x-request-id) are written along, since a hijacked reply skips the usual send path.
 */
function openStream(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const { waiterCallEvents, sessions, log } = request.server;
  const token = bearerToken(request);
  const raw = reply.raw;
  reply.hijack();
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'x-request-id': request.id,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies must pass each event on at once, not buffer the stream
    'x-accel-buffering': 'no',
  });
  // the first bytes at once: clients (and tests) know the stream is open and subscribed
  raw.write(`: connected\nretry: ${RECONNECT_HINT_MS}\n\n`);

  let ended = false;
  let keepAlive: NodeJS.Timeout | undefined;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    unsubscribe();
    if (!raw.writableEnded) raw.end();
  };
  const unsubscribe = waiterCallEvents.subscribe({
    userId,
    send(event, id, data) {
      if (!ended) raw.write(sseEvent(event, id, data));
    },
    end,
  });
  keepAlive = setInterval(() => {
    if (ended) return;
    // a stream outlives no session: after sign-out or expiry it ends (the client gets 401 on retry)
    const stillSignedIn = token ? sessions.resolve(token) : Promise.resolve(null);
    stillSignedIn
      .then((auth) => {
        if (!auth) end();
        else if (!ended) raw.write(': keep-alive\n\n');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'waiter calls: session check failed'));
  }, waiterCallEvents.keepAliveMs);
  keepAlive.unref();
  request.raw.on('close', end);
  raw.on('close', end);
  raw.on('error', end);
}

export const waiterCallHandlers: Handlers<
  | 'callWaiter'
  | 'listWaiterCalls'
  | 'takeWaiterCall'
  | 'completeWaiterCall'
  | 'streamWaiterCalls'
  | 'getServiceState'
  | 'setShift'
  | 'getWaiterCallStatus'
> = {
  async callWaiter(request, reply) {
    const { clubId, tableId } = request.params;
    const { menuId } = request.body;
    const { db, clock } = request.server;
    const outcome = await queries.callWaiter(db, {
      clubId,
      tableId,
      menuId,
      now: clock.now(),
    });
    switch (outcome.kind) {
      case 'table_not_found':
        throw tableNotFound(uncached);
      case 'menu_not_found':
        throw menuNotFound(uncached);
      case 'disabled':
        throw forbidden('call_waiter_disabled', CALL_WAITER_DISABLED_MESSAGE);
      case 'cooldown':
        throw tooSoon('waiter_recently_called', RECENTLY_CALLED_MESSAGE, outcome.secondsLeft);
      case 'club_flood':
        throw tooSoon('rate_limited', CLUB_FLOOD_MESSAGE, outcome.secondsLeft);
      case 'called':
        request.server.metrics?.waiterCalls.inc();
        reply.header('cache-control', 'no-store');
        return {
          status: 201,
          body: {
            id: outcome.id,
            createdAt: outcome.createdAt.toISOString(),
            cooldownSeconds: WAITER_CALL_COOLDOWN_SECONDS,
          },
        };
    }
  },

  async listWaiterCalls(request) {
    const { db, clock } = request.server;
    const clubId = clubIdOf(request);
    // a waiter sees what they serve; owners and managers see every call
    const waiter =
      request.clubAccess?.role === 'waiter' && request.auth ? { userId: request.auth.userId } : undefined;
    const calls = await queries.listOpenCalls(db, clubId, clock.now(), waiter);
    return { status: 200, body: { calls } };
  },

  async getWaiterCallStatus(request, reply) {
    const { clubId, tableId, callId } = request.params;
    const { known } = request.query;
    const { db, waiterCallEvents: hub } = request.server;
    reply.header('cache-control', 'no-store');
    const callNotFound = () =>
      new HttpError(404, 'waiter_call_not_found', 'Waiter call not found', undefined, uncached);
    // watched before the first read, so a change between the read and the wait is not missed
    let wake = () => {};
    const changed = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const unwatch = known ? hub.watchCall(callId, () => wake()) : () => undefined;
    try {
      const status = await queries.callStatus(db, { clubId, tableId, callId });
      if (status === null) throw callNotFound();
      if (status !== known) return { status: 200, body: { status } };
      // the same as the page shows: wait for a change, the page leaving, or the time to answer anyway
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, hub.statusWaitMs);
      });
      const left = new Promise<void>((resolve) => reply.raw.once('close', () => resolve()));
      await Promise.race([changed, timeUp, left]);
      clearTimeout(timer);
      const now = await queries.callStatus(db, { clubId, tableId, callId });
      if (now === null) throw callNotFound();
      return { status: 200, body: { status: now } };
    } finally {
      unwatch();
    }
  },

  async takeWaiterCall(request) {
    const clubId = clubIdOf(request);
    const { callId } = request.params;
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    const { db, clock } = request.server;
    const outcome = await queries.takeCall(db, { clubId, callId, userId: auth.userId, now: clock.now() });
    switch (outcome.kind) {
      case 'taken':
        return { status: 200, body: outcome.call };
      case 'not_found':
        throw notFound('waiter_call_not_found', 'Waiter call not found');
      case 'done':
        throw conflict('call_done', 'This call is already done.');
      case 'taken_by_other':
        throw conflict(
          'call_taken',
          outcome.by ? `${outcome.by} is already on the way.` : 'Someone is already on the way.',
        );
    }
  },

  async getServiceState(request) {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    const pushPublicKey = request.server.push.publicKey;
    const state = await teamQueries.serviceState(request.server.db, clubIdOf(request), auth.userId);
    // an administrator outside the club serves no zone and has no shift
    if (state) return { status: 200, body: { ...state, pushPublicKey } };
    const alertMinutes = await teamQueries.clubAlertMinutes(request.server.db, clubIdOf(request));
    return { status: 200, body: { onShift: false, zoneIds: [], alertMinutes, pushPublicKey } };
  },

  async setShift(request) {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    const clubId = clubIdOf(request);
    const { db } = request.server;
    await teamQueries.setOnShift(db, clubId, auth.userId, request.body.onShift);
    // null when the caller is not in the team (an administrator outside the club)
    const state = await teamQueries.serviceState(db, clubId, auth.userId);
    if (!state) throw notFound('member_not_found', 'Only the club’s team has shifts.');
    request.log.info({ clubId, userId: auth.userId, onShift: state.onShift }, 'shift changed');
    return { status: 200, body: { ...state, pushPublicKey: request.server.push.publicKey } };
  },

  async completeWaiterCall(request) {
    const clubId = clubIdOf(request);
    const { callId } = request.params;
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    const notFoundError = () => notFound('waiter_call_not_found', 'Waiter call not found');
    const { db, clock } = request.server;
    const call = await queries.completeCall(db, { clubId, callId, userId: auth.userId, now: clock.now() });
    if (!call) throw notFoundError();
    return { status: 200, body: call };
  },

  async streamWaiterCalls(request, reply) {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    if (request.server.waiterCallEvents.streamsOf(auth.userId) >= WAITER_CALL_STREAMS_PER_USER) {
      throw tooManyStreams();
    }
    openStream(request, reply, auth.userId);
    // the reply is hijacked and already streaming: nothing more is sent from here
    return { status: 200, body: '' };
  },
};
