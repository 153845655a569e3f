/**
 * Sends the notifications of the push outbox (docs/decisions/054-push-notifications-to-waiters.md).
 * A pass claims what is due (each row once, in one process: queries.ts claimDue), finds the devices
 * to notify, encrypts the payload for each (RFC 8291, aes128gcm, by `web-push`), signs it with the
 * VAPID key and posts it to the device's push service. A pass runs when a new call is announced
 * (in every process: the first to claim sends) and on a timer, which sends the reminders when
 * they fall due and whatever a stopped process left.
 */
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Agent, type Dispatcher, request } from 'undici';
import webpush from 'web-push';
import type { PushConfig } from '#config.ts';
import type { Db } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import { bareHost, guardedLookup, isPublicAddress } from './endpoint-check.ts';
import { pushPayload } from './notification.ts';
import {
  claimDue,
  type DueNotification,
  forgetSubscription,
  type Recipient,
  recipientsOf,
} from './queries.ts';
import type { VapidKeys } from './vapid.ts';

/** notifications claimed per query; a pass goes on while it gets this many */
const BATCH = 100;
/** how long a push service keeps a notification for a device that is off (a stale call helps nobody) */
const TTL_SECONDS = 10 * 60;
/** a push service that does not answer within this is given up on (the reminder still comes) */
const SEND_TIMEOUT_MS = 10_000;

export interface PushSender {
  /** the VAPID public key browsers subscribe with */
  readonly publicKey: string;
  /** Sends everything due now, passes after passes until nothing is due; resolves with the pushes posted. */
  deliverDue(): Promise<number>;
  /** A pass soon (a call was announced); passes never overlap, and a kick during one runs another. */
  kick(): void;
  /** Resolves once no pass is running. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface PushSenderDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: PushConfig;
  keys: VapidKeys;
}

/** Status codes by which a push service says the subscription is gone for good. */
const GONE = new Set([404, 410]);

export function createPushSender(deps: PushSenderDeps): PushSender {
  const { db, clock, log, config, keys } = deps;
  const vapidDetails = { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  // every connection resolves its host through the guard, so a name cannot point at an internal
  // address at sending time either (development and tests may post to loopback endpoints)
  const dispatcher: Dispatcher = config.allowLocalEndpoints
    ? new Agent()
    : new Agent({ connect: { lookup: guardedLookup } });

  /** a literal address needs no lookup, so the guard above never sees it: checked here */
  function mayPost(endpoint: string): boolean {
    if (config.allowLocalEndpoints) return true;
    const host = bareHost(new URL(endpoint));
    return !isIP(host) || isPublicAddress(host);
  }

  async function post(recipient: Recipient, body: string, topic: string): Promise<boolean> {
    const { endpoint, p256dh, auth } = recipient;
    if (!mayPost(endpoint)) {
      log.warn({ subscription: recipient.subscriptionId }, 'push: endpoint refused at sending');
      return false;
    }
    const details = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, body, {
      vapidDetails,
      TTL: TTL_SECONDS,
      urgency: 'high',
      topic,
    });
    // the body's length is set by undici itself from the body
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await request(endpoint, {
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      dispatcher,
      headersTimeout: SEND_TIMEOUT_MS,
      bodyTimeout: SEND_TIMEOUT_MS,
    });
    await response.body.dump();
    if (response.statusCode >= 200 && response.statusCode < 300) return true;
    if (GONE.has(response.statusCode)) {
      await forgetSubscription(db, recipient.subscriptionId);
      log.info({ subscription: recipient.subscriptionId }, 'push: subscription gone, forgotten');
    } else {
      log.warn({ subscription: recipient.subscriptionId, status: response.statusCode }, 'push: refused');
    }
    return false;
  }

  async function deliver(notification: DueNotification): Promise<number> {
    const found = await recipientsOf(db, notification);
    if (!found) return 0;
    const sent = await Promise.all(
      found.recipients.map((recipient) => {
        const payload = pushPayload(notification.kind, found.call, recipient.language);
        // a reminder still waiting at the push service replaces the first notification there
        return post(recipient, JSON.stringify(payload), `call${found.call.id}`).catch((error: unknown) => {
          log.warn({ err: error, subscription: recipient.subscriptionId }, 'push: could not be sent');
          return false;
        });
      }),
    );
    return sent.filter(Boolean).length;
  }

  async function deliverDue(): Promise<number> {
    let posted = 0;
    for (;;) {
      const claimed = await claimDue(db, clock.now(), BATCH);
      const counts = await Promise.all(claimed.map(deliver));
      posted += counts.reduce((sum, count) => sum + count, 0);
      if (claimed.length < BATCH) return posted;
    }
  }

  let running: Promise<void> | null = null;
  let again = false;

  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue();
      } while (again);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'push: a pass failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    publicKey: keys.publicKey,
    deliverDue,
    kick,
    idle: async () => {
      while (running) await running;
    },
    close: async () => {
      while (running) await running;
      await dispatcher.close();
    },
  };
}
