/**
 * Billing operations of one club run one after the other in this process: two `subscribe` calls
 * at once must not both pass the state machine's check and both charge the card. (The state
 * machine refuses the second change when it is recorded, but by then its money has moved.) Across
 * several API processes the provider's idempotency keys and that refusal remain the guard.
 */
import type { FastifyInstance } from 'fastify';

const queues = new WeakMap<FastifyInstance, Map<number, Promise<unknown>>>();

/** Runs `work` once every earlier operation of the club (in this app) has finished. */
function oneAtATime<T>(app: FastifyInstance, clubId: number, work: () => Promise<T>): Promise<T> {
  let clubs = queues.get(app);
  if (!clubs) {
    clubs = new Map();
    queues.set(app, clubs);
  }
  const queue = clubs;
  const previous = queue.get(clubId) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(work);
  queue.set(clubId, next);
  const forget = () => {
    if (queue.get(clubId) === next) queue.delete(clubId);
  };
  next.then(forget, forget);
  return next;
}

/** `operation`, queued per club. */
export function perClub<Rest extends unknown[]>(
  operation: (app: FastifyInstance, clubId: number, ...rest: Rest) => Promise<void>,
): (app: FastifyInstance, clubId: number, ...rest: Rest) => Promise<void> {
  return (app, clubId, ...rest) => oneAtATime(app, clubId, () => operation(app, clubId, ...rest));
}
