/**
 * Every route of the product (spec section 2) as `{ path, getHref }`: `path` is the react-router
 * pattern, `getHref` builds a link. Screens of later issues are listed too, so links can be written
 * against them once their pages exist; a path is routed only when its page exists (app/router.tsx).
 */
type Id = number | string;

const enc = (value: Id) => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const menuBase = (clubId: Id, menuId: Id) => `/clubs/${enc(clubId)}/menu/${enc(menuId)}`;
const sectionBase = (clubId: Id, menuId: Id, sectionId: Id) =>
  `${menuBase(clubId, menuId)}/sections/${enc(sectionId)}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },

  auth: {
    login: {
      path: '/login',
      /** `activate` is the account activation token of the emailed link. */
      getHref: (query: { activate?: string } = {}) => withQuery('/login', query),
    },
    signup: { path: '/signup', getHref: () => '/signup' },
    passwordRecovery: { path: '/password/recovery', getHref: () => '/password/recovery' },
    passwordReset: {
      path: '/password/reset',
      getHref: (query: { token?: string } = {}) => withQuery('/password/reset', query),
    },
  },

  account: {
    delete: { path: '/account/delete', getHref: () => '/account/delete' },
  },

  clubs: {
    list: { path: '/clubs', getHref: () => '/clubs' },
    new: { path: '/clubs/new', getHref: () => '/clubs/new' },
    payment: { path: '/clubs/:clubId/payment', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/payment` },
    profile: { path: '/clubs/:clubId/profile', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/profile` },
    contacts: {
      path: '/clubs/:clubId/profile/contacts',
      getHref: (clubId: Id) => `/clubs/${enc(clubId)}/profile/contacts`,
    },
    settings: {
      path: '/clubs/:clubId/profile/settings',
      getHref: (clubId: Id) => `/clubs/${enc(clubId)}/profile/settings`,
    },
    plan: {
      path: '/clubs/:clubId/profile/plan',
      getHref: (clubId: Id) => `/clubs/${enc(clubId)}/profile/plan`,
    },
    billing: {
      path: '/clubs/:clubId/profile/billing',
      getHref: (clubId: Id) => `/clubs/${enc(clubId)}/profile/billing`,
    },
    /** Tables and zones (an addition to the spec's routes: the spec lists the QR page only). */
    tables: { path: '/clubs/:clubId/tables', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/tables` },
    qrCode: { path: '/clubs/:clubId/qrcode', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/qrcode` },
    /** Waiter calls, live (an addition to the spec's routes, issue 7). */
    calls: { path: '/clubs/:clubId/calls', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/calls` },
    /**
     * The order board (issue 52). `zone`, `station` (kitchen, bar), `order` (the open order's id)
     * and `display=kitchen` are kept in the query.
     */
    orders: { path: '/clubs/:clubId/orders', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/orders` },
    notice: { path: '/clubs/:clubId/notice', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/notice` },
    /** The club's team: members, roles and invitations (issue 51). */
    team: { path: '/clubs/:clubId/team', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/team` },
    /** Who changed what and when (issue 51). */
    activity: {
      path: '/clubs/:clubId/activity',
      getHref: (clubId: Id) => `/clubs/${enc(clubId)}/activity`,
    },
  },

  /** The page an emailed team invitation opens: `token` is the link's. */
  join: { path: '/join', getHref: (query: { token?: string } = {}) => withQuery('/join', query) },

  menus: {
    list: { path: '/clubs/:clubId/menu', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/menu` },
    new: { path: '/clubs/:clubId/menu/new', getHref: (clubId: Id) => `/clubs/${enc(clubId)}/menu/new` },
    /**
     * A menu read from photos or a PDF (issue 53): its progress, then the review of its draft.
     * `readings` is a fixed segment, which react-router ranks above the `:menuId` of the menus' pages.
     */
    reading: {
      path: '/clubs/:clubId/menu/readings/:readingId',
      getHref: (clubId: Id, readingId: Id) => `/clubs/${enc(clubId)}/menu/readings/${enc(readingId)}`,
    },
    edit: {
      path: '/clubs/:clubId/menu/:menuId/edit',
      getHref: (clubId: Id, menuId: Id) => `${menuBase(clubId, menuId)}/edit`,
    },
    /** The translation editor; `lang` is the target language being edited (issue 13). */
    translations: {
      path: '/clubs/:clubId/menu/:menuId/translations',
      getHref: (clubId: Id, menuId: Id, query: { lang?: string } = {}) =>
        withQuery(`${menuBase(clubId, menuId)}/translations`, query),
    },
    schedulings: {
      path: '/clubs/:clubId/menu/:menuId/schedulings',
      getHref: (clubId: Id, menuId: Id) => `${menuBase(clubId, menuId)}/schedulings`,
    },
    sections: {
      path: '/clubs/:clubId/menu/:menuId',
      getHref: (clubId: Id, menuId: Id) => menuBase(clubId, menuId),
    },
    sectionItems: {
      path: '/clubs/:clubId/menu/:menuId/sections/:sectionId',
      getHref: (clubId: Id, menuId: Id, sectionId: Id) => sectionBase(clubId, menuId, sectionId),
    },
    editItem: {
      path: '/clubs/:clubId/menu/:menuId/sections/:sectionId/items/:itemId',
      getHref: (clubId: Id, menuId: Id, sectionId: Id, itemId: Id) =>
        `${sectionBase(clubId, menuId, sectionId)}/items/${enc(itemId)}`,
    },
    newItem: {
      path: '/clubs/:clubId/menu/:menuId/sections/:sectionId/items/new',
      getHref: (clubId: Id, menuId: Id, sectionId: Id) =>
        `${sectionBase(clubId, menuId, sectionId)}/items/new`,
    },
    banner: {
      path: '/clubs/:clubId/menu/:menuId/banner',
      getHref: (clubId: Id, menuId: Id) => `${menuBase(clubId, menuId)}/banner`,
    },
    bannerDetails: {
      path: '/clubs/:clubId/menu/:menuId/banner/details',
      getHref: (clubId: Id, menuId: Id) => `${menuBase(clubId, menuId)}/banner/details`,
    },
    newBanner: {
      path: '/clubs/:clubId/menu/:menuId/banner/new',
      getHref: (clubId: Id, menuId: Id) => `${menuBase(clubId, menuId)}/banner/new`,
    },
    newBannerDetails: {
      path: '/clubs/:clubId/menu/:menuId/banner/new/details',
      getHref: (clubId: Id, menuId: Id) => `${menuBase(clubId, menuId)}/banner/new/details`,
    },
  },

  /**
   * Served by the guest app (apps/guest-menu), listed so the console can link to a table's menu. A
   * table's QR code also carries the table's key: lib/guest-url.ts builds it (tableQrPath).
   */
  public: {
    tableMenus: {
      path: '/public/qrcodemenu/:clubId/:tableId',
      getHref: (clubId: Id, tableId: Id) => `/public/qrcodemenu/${enc(clubId)}/${enc(tableId)}`,
    },
    menu: {
      path: '/public/menu/:clubId/:tableId/:menuId',
      getHref: (clubId: Id, tableId: Id, menuId: Id) =>
        `/public/menu/${enc(clubId)}/${enc(tableId)}/${enc(menuId)}`,
    },
  },

  /** Platform administration: administrators only (never shown to owners). */
  admin: { path: '/admin', getHref: () => '/admin' },

  system: {
    unauthorized: { path: '/401', getHref: () => '/401' },
    notFound: { path: '/404', getHref: () => '/404' },
    error: { path: '/error', getHref: () => '/error' },
    update: { path: '/update', getHref: () => '/update' },
  },
} as const;
