import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes that `location` matches and puts it on the route objects, before a
 * router is made from them. A page drawn at build time (prerender/) must be hydrated by the very
 * same tree, and a router that still has to load a route's code first draws its fallback instead.
 */
export async function loadRouteCode(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const code = await route.lazy();
      Object.assign(route, code, { lazy: undefined });
    }),
  );
}
