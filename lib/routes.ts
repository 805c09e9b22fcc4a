import type { Messages } from 'next-intl';

export const roles = ['Platinum', 'Bronze'] as const;

export type Role = (typeof roles)[number];

export const layoutNames = ['default', 'nav', 'map', 'empty', 'none'] as const;

export type LayoutName = (typeof layoutNames)[number];

/**
 * `main`: in the main menu at every width.
 * `main-desktop`: in the main menu from 960 px, in the "More" submenu below.
 */
export const menuPlacements = ['main', 'main-desktop', 'none'] as const;

export type MenuPlacement = (typeof menuPlacements)[number];

export type RouteLabelKey = keyof Messages['Routes'];

export interface RouteDefinition {
  viewMode: string;
  /** Path with `:param` segments; a trailing `?` makes the parameter optional. */
  pattern: string;
  layout: LayoutName;
  /** Any one of these grants access; an empty list means open to everyone. */
  roles: readonly Role[];
  /** The screen shows catalogue content that includes adult works: under-18 users are restricted. */
  needsAdult?: boolean;
  /** Open to every plan, but only to a signed-in user (settings need a login). */
  needsLogin?: boolean;
  /** Open to visitors, but a signed-in user known to be under 18 is restricted (paying for the plan). */
  refusesMinors?: boolean;
  menu: MenuPlacement;
  label: RouteLabelKey;
}

const platinum: readonly Role[] = ['Platinum'];
const open: readonly Role[] = [];

// pay-cancel, help, comicos and search-result have no layout or role of their own in the route table: they
// share the navigation of their neighbours, and search results show catalogue data, hence Platinum.
// Sign-up, email confirmation and password reset came after the route table; they sit with the login.
export const routes = [
  { viewMode: 'TOP_PAGE', pattern: '/', layout: 'default', roles: open, menu: 'main-desktop', label: 'top' },
  { viewMode: 'CIRCLE_LIST', pattern: '/circle/list', layout: 'nav', roles: platinum, needsAdult: true, menu: 'main', label: 'circleList' },
  { viewMode: 'BOOTH_LIST', pattern: '/booth', layout: 'nav', roles: platinum, needsAdult: true, menu: 'main-desktop', label: 'boothList' },
  { viewMode: 'BOOTH_DETAIL', pattern: '/booth/:id', layout: 'nav', roles: platinum, needsAdult: true, menu: 'none', label: 'boothDetail' },
  { viewMode: 'CIRCLE_DETAIL', pattern: '/circle/:id', layout: 'nav', roles: platinum, needsAdult: true, menu: 'none', label: 'circleDetail' },
  { viewMode: 'FAVORITE', pattern: '/user/favorites', layout: 'nav', roles: platinum, needsAdult: true, menu: 'main', label: 'favorites' },
  { viewMode: 'EVENT_DAY_PLAN', pattern: '/plan', layout: 'nav', roles: platinum, needsAdult: true, menu: 'main-desktop', label: 'plan' },
  // Groups hold members who may not see adult content (the group's reads leave it out for them), so
  // the adult opt-in is not needed; the invitation page needs only a signed-in user (it shows no catalogue data).
  { viewMode: 'GROUPS', pattern: '/group', layout: 'nav', roles: platinum, needsLogin: true, menu: 'main-desktop', label: 'groups' },
  { viewMode: 'GROUP', pattern: '/group/:groupId', layout: 'nav', roles: platinum, needsLogin: true, menu: 'none', label: 'group' },
  { viewMode: 'GROUP_SETTLE', pattern: '/group/:groupId/settle', layout: 'nav', roles: platinum, needsLogin: true, menu: 'none', label: 'groupSettle' },
  { viewMode: 'GROUP_INVITE', pattern: '/group-invite/:token', layout: 'nav', roles: open, needsLogin: true, menu: 'none', label: 'groupInvite' },
  { viewMode: 'COMIKE_MAP', pattern: '/map', layout: 'map', roles: platinum, needsAdult: true, menu: 'main', label: 'map' },
  { viewMode: 'COMIKE_PRINT', pattern: '/print', layout: 'nav', roles: platinum, needsAdult: true, menu: 'main-desktop', label: 'print' },
  {
    viewMode: 'COMIKE_PRINT_DETAIL',
    pattern: '/print-type-:printType?',
    layout: 'empty',
    roles: platinum,
    needsAdult: true,
    menu: 'none',
    label: 'printDetail',
  },
  { viewMode: 'LOGIN', pattern: '/auth/login', layout: 'empty', roles: open, menu: 'none', label: 'login' },
  { viewMode: 'LOGIN', pattern: '/auth/msal', layout: 'empty', roles: open, menu: 'none', label: 'signInReturn' },
  { viewMode: 'LOGOUT', pattern: '/auth/msal-logout', layout: 'empty', roles: open, menu: 'none', label: 'logout' },
  { viewMode: 'LOGOUT', pattern: '/auth/auth2-logout', layout: 'empty', roles: open, menu: 'none', label: 'logout' },
  { viewMode: 'SIGN_UP', pattern: '/auth/sign-up', layout: 'empty', roles: open, menu: 'none', label: 'signUp' },
  { viewMode: 'VERIFY_EMAIL', pattern: '/auth/verify', layout: 'empty', roles: open, menu: 'none', label: 'verifyEmail' },
  { viewMode: 'PASSWORD_RESET', pattern: '/auth/reset-password', layout: 'empty', roles: open, menu: 'none', label: 'resetPassword' },
  { viewMode: 'SETTING', pattern: '/account/settings', layout: 'nav', roles: open, needsLogin: true, menu: 'none', label: 'settings' },
  { viewMode: 'BILLING', pattern: '/account/billing', layout: 'nav', roles: open, needsLogin: true, menu: 'none', label: 'billing' },
  { viewMode: 'PAYMENT_START', pattern: '/pay', layout: 'nav', roles: open, refusesMinors: true, menu: 'none', label: 'pay' },
  { viewMode: 'pay-cancel', pattern: '/pay/cancel', layout: 'nav', roles: open, menu: 'none', label: 'payCancel' },
  { viewMode: 'RESTRICTION', pattern: '/restriction', layout: 'nav', roles: open, menu: 'none', label: 'restriction' },
  { viewMode: 'HELP', pattern: '/docs/help', layout: 'nav', roles: open, menu: 'none', label: 'help' },
  { viewMode: 'COMICOS', pattern: '/comicos', layout: 'nav', roles: open, menu: 'main-desktop', label: 'comicos' },
  {
    viewMode: 'search-result',
    pattern: '/search/result',
    layout: 'nav',
    roles: platinum,
    needsAdult: true,
    menu: 'none',
    label: 'searchResult',
  },
] as const satisfies readonly RouteDefinition[];

export type AppRoute = (typeof routes)[number];

export type ViewMode = AppRoute['viewMode'];

/** Screens that only a signed-in user ever sees (the others may render for a visitor). */
export type SignedInViewMode = Extract<AppRoute, { needsAdult: true } | { needsLogin: true }>['viewMode'];

export interface RouteRequirement {
  requiredRoles: readonly Role[];
  needsAdult: boolean;
  needsLogin: boolean;
  refusesMinors: boolean;
}

export function routeRequirement(route: RouteDefinition): RouteRequirement {
  return {
    requiredRoles: route.roles,
    needsAdult: route.needsAdult ?? false,
    needsLogin: route.needsLogin ?? false,
    refusesMinors: route.refusesMinors ?? false,
  };
}

/** A visitor may see the route; a signed-in user may still be restricted on it (`refusesMinors`). */
export function admitsVisitors(route: RouteDefinition): boolean {
  return route.roles.length === 0 && !route.needsAdult && !route.needsLogin;
}

/** An open route needs no user at all, so the guard can skip loading one. */
export function isOpenRoute(route: RouteDefinition): boolean {
  return admitsVisitors(route) && !route.refusesMinors;
}

export function routeForViewMode(viewMode: ViewMode): AppRoute {
  const route = routes.find((candidate) => candidate.viewMode === viewMode);
  if (!route) throw new Error(`No route for view mode ${viewMode}`);
  return route;
}

export interface MenuItem {
  href: string;
  label: RouteLabelKey;
  placement: Exclude<MenuPlacement, 'none'>;
}

export const menuItems: readonly MenuItem[] = routes.flatMap((route): MenuItem[] =>
  route.menu === 'none' ? [] : [{ href: route.pattern, label: route.label, placement: route.menu }],
);

export type RelatedLinkKey = keyof Messages['RelatedLinks'];

export const relatedLinks: readonly { href: string; label: RelatedLinkKey }[] = [
  { href: '/docs/help', label: 'help' },
  { href: '/docs/terms', label: 'terms' },
  { href: '/docs/privacy', label: 'privacy' },
  { href: '/docs/commercial-transactions', label: 'commercialTransactions' },
  { href: '/docs/trademarks', label: 'trademarks' },
  { href: '/docs/inquiry', label: 'inquiry' },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compilePattern(pattern: string): RegExp {
  const source = pattern
    .split(/(:\w+\??)/)
    .map((part) => (part.startsWith(':') ? (part.endsWith('?') ? '([^/]*)' : '([^/]+)') : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}/?$`);
}

const compiledRoutes = routes.map((route) => ({ route, regex: compilePattern(route.pattern) }));

export function matchRoute(pathname: string): AppRoute | undefined {
  return compiledRoutes.find(({ regex }) => regex.test(pathname))?.route;
}
