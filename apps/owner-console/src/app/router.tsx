import { PageLoader } from '@tavola/ui/page-loader';
import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { paths } from '#config/paths.ts';
import {
  redirectFromRoot,
  redirectUnknownPath,
  requireAccountAccess,
  requireAdmin,
  requireClubOwner,
  requireSignedIn,
} from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { PlainLayout } from './layouts/plain-layout';
import { PageHeadingFocus } from './page-heading-focus';
import { RenderedRoute } from './rendered-route';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Routes of the console. Pages load on demand (`lazy`); the first page shows PageLoader while its
 * code arrives, later navigations a progress bar. Each area has its own error boundary.
 * Screens of later issues are added here as they are built (their paths are in config/paths.ts).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <>
        <PageHeadingFocus />
        <RenderedRoute />
        <Outlet />
      </>
    ),
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorBoundary />,
    children: [
      // redirects only: `element: null` says there is nothing to draw (react-router warns otherwise)
      { index: true, loader: redirectFromRoot, element: null },
      {
        id: 'auth',
        element: <AuthLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          { path: paths.auth.login.path, lazy: () => import('./routes/auth/login') },
          { path: paths.auth.signup.path, lazy: () => import('./routes/auth/signup') },
          { path: paths.auth.passwordRecovery.path, lazy: () => import('./routes/auth/password-recovery') },
          { path: paths.auth.passwordReset.path, lazy: () => import('./routes/auth/password-reset') },
        ],
      },
      {
        id: 'account',
        element: <PlainLayout />,
        loader: requireAccountAccess,
        errorElement: <RouteErrorBoundary />,
        children: [{ path: paths.account.delete.path, lazy: () => import('./routes/account/delete') }],
      },
      {
        id: 'console',
        // the signed-in frame (navigation, club picker) loads with the first page that needs it: the
        // sign-in page, a phone's first stop, goes without it
        lazy: () => import('./layouts/app-layout').then(({ AppLayout }) => ({ Component: AppLayout })),
        loader: requireSignedIn,
        errorElement: <RouteErrorBoundary />,
        children: [
          { path: paths.clubs.list.path, lazy: () => import('./routes/clubs/clubs') },
          {
            path: paths.clubs.new.path,
            loader: requireAccountAccess,
            lazy: () => import('./routes/clubs/new'),
          },
          {
            path: paths.clubs.payment.path,
            loader: requireClubOwner,
            lazy: () => import('./routes/clubs/payment'),
          },
          { path: paths.clubs.profile.path, lazy: () => import('./routes/clubs/profile') },
          { path: paths.clubs.contacts.path, lazy: () => import('./routes/clubs/contacts') },
          { path: paths.clubs.settings.path, lazy: () => import('./routes/clubs/settings') },
          { path: paths.clubs.plan.path, lazy: () => import('./routes/clubs/plan') },
          { path: paths.clubs.billing.path, lazy: () => import('./routes/clubs/billing') },
          { path: paths.clubs.notice.path, lazy: () => import('./routes/clubs/notice') },
          { path: paths.clubs.tables.path, lazy: () => import('./routes/clubs/tables') },
          { path: paths.clubs.qrCode.path, lazy: () => import('./routes/clubs/qrcode') },
          { path: paths.clubs.calls.path, lazy: () => import('./routes/clubs/calls') },
          { path: paths.clubs.orders.path, lazy: () => import('./routes/clubs/orders') },
          { path: paths.clubs.team.path, lazy: () => import('./routes/clubs/team') },
          { path: paths.clubs.activity.path, lazy: () => import('./routes/clubs/activity') },
          { path: paths.menus.list.path, lazy: () => import('./routes/menus/list') },
          { path: paths.menus.new.path, lazy: () => import('./routes/menus/new') },
          { path: paths.menus.reading.path, lazy: () => import('./routes/menus/reading') },
          { path: paths.menus.edit.path, lazy: () => import('./routes/menus/edit') },
          { path: paths.menus.sections.path, lazy: () => import('./routes/menu-content/sections') },
          { path: paths.menus.sectionItems.path, lazy: () => import('./routes/menu-content/section-items') },
          { path: paths.menus.newItem.path, lazy: () => import('./routes/menu-content/item') },
          { path: paths.menus.editItem.path, lazy: () => import('./routes/menu-content/item') },
          { path: paths.menus.schedulings.path, lazy: () => import('./routes/menus/schedulings') },
          { path: paths.menus.translations.path, lazy: () => import('./routes/menus/translations') },
          { path: paths.menus.banner.path, lazy: () => import('./routes/banners/banner') },
          { path: paths.menus.bannerDetails.path, lazy: () => import('./routes/banners/banner-editor') },
          { path: paths.menus.newBanner.path, lazy: () => import('./routes/banners/banner-editor') },
          { path: paths.menus.newBannerDetails.path, lazy: () => import('./routes/banners/banner-editor') },
          { path: paths.admin.path, loader: requireAdmin, lazy: () => import('./routes/admin/admin') },
        ],
      },
      {
        id: 'system',
        element: <PlainLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          { path: paths.system.unauthorized.path, lazy: () => import('./routes/system/unauthorized') },
          { path: paths.system.notFound.path, lazy: () => import('./routes/system/not-found') },
          { path: paths.system.error.path, lazy: () => import('./routes/system/error') },
          { path: paths.system.update.path, lazy: () => import('./routes/system/update') },
          // signed in or not: the page tells which way to join
          { path: paths.join.path, lazy: () => import('./routes/team/join') },
        ],
      },
      { path: '*', loader: redirectUnknownPath, element: null },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router, or an in-memory one (tests) when `initialEntries` is given. */
export function createAppRouter(options: { initialEntries?: string[] } = {}): AppRouter {
  if (options.initialEntries) return createMemoryRouter(routes, { initialEntries: options.initialEntries });
  return createBrowserRouter(routes);
}
