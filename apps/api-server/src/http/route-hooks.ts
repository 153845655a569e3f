/**
 * Adds a hook to one route as the route is made (in an `onRoute` hook), after the hooks the route
 * already has. A hook only some routes need belongs there rather than in `app.addHook`: the other
 * routes, the guests' public menu read among them, then never run it.
 */
import type { onRequestHookHandler, onResponseHookHandler, onSendHookHandler, RouteOptions } from 'fastify';

interface RouteHooks {
  onRequest: onRequestHookHandler;
  onSend: onSendHookHandler;
  onResponse: onResponseHookHandler;
}

export function appendRouteHook<Name extends keyof RouteHooks>(
  route: RouteOptions,
  name: Name,
  ...hooks: RouteHooks[Name][]
): void {
  // (a route's hook option is one function or a list; Fastify's types for it are per route generic)
  const slot = route as unknown as Record<keyof RouteHooks, unknown>;
  const current = slot[name];
  slot[name] = [...(current === undefined ? [] : Array.isArray(current) ? current : [current]), ...hooks];
}
