/**
 * THE route table (docs/routes.md). app.config pages/subPackages, the H5 hash-router customRoutes,
 * redirects and the unknown-route rule are all derived from it; navigation takes route names.
 * A product's pages live in one subpackage (`pkg`), so WeChat downloads them only when used.
 */
export interface RouteDef {
  /** Mini-program page path inside its package, e.g. 'pages/home/index' or 'search/index'. */
  page: string
  /** The H5 URL of docs/routes.md (hash mode). */
  url: string
  /** Subpackage root, e.g. 'features/flight'. Absent = main package. */
  pkg?: string
  /** One of the five bottom tabs. */
  tab?: boolean
  /** Pages that need no sign-in. */
  open?: boolean
}

export const ROUTES = {
  // tabs
  home: { page: 'pages/home/index', url: '/home', tab: true },
  manage: { page: 'pages/manage/index', url: '/management', tab: true },
  message: { page: 'pages/message/index', url: '/message', tab: true },
  trip: { page: 'pages/trip/index', url: '/trip/list', tab: true },
  user: { page: 'pages/user/index', url: '/personal/center', tab: true },
  // general and sign-in
  error: { page: 'pages/error/index', url: '/error', open: true },
  login: { page: 'pages/login/index', url: '/login', open: true },
  loginSwitch: { page: 'pages/login-switch/index', url: '/loginSwitch', open: true },
  callback: { page: 'pages/callback/index', url: '/callback', open: true },
  silentLogin: { page: 'pages/silent-login/index', url: '/silentLogin', open: true },
  loginWayOfRecovery: { page: 'pages/recovery/index', url: '/loginWayOfRecovery', open: true },
  forgetPasswordStep1: { page: 'pages/forget-password/step1', url: '/forgetPasswordStep1', open: true },
  forgetPasswordStep2: { page: 'pages/forget-password/step2', url: '/forgetPasswordStep2', open: true },
  forgetPasswordStep3: { page: 'pages/forget-password/step3', url: '/forgetPasswordStep3', open: true },
  forgetPasswordEmail: { page: 'pages/forget-password/email', url: '/forgetPasswordEmail', open: true },
  register: { page: 'pages/register/index', url: '/register', open: true },
  resetPassword: { page: 'pages/reset-password/index', url: '/personal/resetPassword' },
  announcementList: { page: 'pages/announcement/list', url: '/announcement/list' },
  announcementDetails: { page: 'pages/announcement/details', url: '/announcement/details' },
  // domestic flights (subpackage features/flight)
  flightSearch: { page: 'search/index', url: '/planeTicket/query', pkg: 'features/flight' },
  flightList: { page: 'list/index', url: '/planeTicket/list', pkg: 'features/flight' },
  flightCabins: { page: 'cabins/index', url: '/planeTicket/cabins', pkg: 'features/flight' },
  flightBooking: { page: 'booking/index', url: '/planeTicket/bookDetails', pkg: 'features/flight' },
  flightPay: { page: 'pay/index', url: '/planeTicket/pay', pkg: 'features/flight' },
  flightOrderList: { page: 'orders/index', url: '/planeTicket/orderList', pkg: 'features/flight' },
  flightOrderDetails: { page: 'order-details/index', url: '/planeTicket/orderDetails', pkg: 'features/flight' },
  flightRefund: { page: 'refund/index', url: '/planeTicket/refund', pkg: 'features/flight' },
  flightChange: { page: 'change/index', url: '/planeTicket/change', pkg: 'features/flight' },
  // approvals and messages (subpackage features/approval)
  approvalList: { page: 'examine/index', url: '/message/examine', pkg: 'features/approval' },
  approvalDetails: { page: 'examine-details/index', url: '/message/examineDetails', pkg: 'features/approval' },
  myExamineTemplates: { page: 'templates/index', url: '/message/myExamineTemplates', pkg: 'features/approval' },
  messageCenter: { page: 'center/index', url: '/message/center', pkg: 'features/approval' },
  orderNotice: { page: 'order-notice/index', url: '/message/orderNotice', pkg: 'features/approval' },
  flightNotice: { page: 'flight-notice/index', url: '/message/flightNotice', pkg: 'features/approval' },
  // approval settings for administrators (subpackage features/approval-setting)
  approvalRules: { page: 'general/index', url: '/manage/approval/rules', pkg: 'features/approval-setting' },
  approvalTemplateList: { page: 'templates/index', url: '/manage/approval/templates', pkg: 'features/approval-setting' },
  approvalTemplateDetails: { page: 'template-details/index', url: '/manage/approval/templateDetails', pkg: 'features/approval-setting' },
  approvalTemplateEdit: { page: 'template-edit/index', url: '/manage/approval/templateEdit', pkg: 'features/approval-setting' },
  approvalWhitelist: { page: 'whitelist/index', url: '/manage/approval/whitelist', pkg: 'features/approval-setting' },
  // trip applications (subpackage features/travel-apply)
  travelApplyBook: { page: 'book/index', url: '/travelApply/bookDetails', pkg: 'features/travel-apply' },
  travelApplyDetails: { page: 'details/index', url: '/travelApply/orderDetails', pkg: 'features/travel-apply' },
  authOrderList: { page: 'auth-list/index', url: '/personal/authOrderList', pkg: 'features/travel-apply' },
  authOrderDetails: { page: 'auth-details/index', url: '/personal/authOrderDetails', pkg: 'features/travel-apply' },
  // followed flights (subpackage features/trip)
  tripConcern: { page: 'concern/index', url: '/trip/concern/list', pkg: 'features/trip' },
} satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTES

/** docs/routes.md redirects: from URL to route name. Targets are checked by a test to exist. */
export const REDIRECTS: Record<string, RouteName> = {
  '/': 'home',
  '/hotel': 'home',
  '/inter-hotel': 'home',
  '/trip': 'trip',
  // Prepayment and travel beans live in the personal centre (docs/routes.md).
  '/advancePayment': 'user',
  '/travelBean': 'user',
}

/**
 * docs/routes.md redirects to another URL, resolved again through the table. Train and wallet screens
 * are not built yet, so these end on the error page (as every unknown route does) until they are.
 */
export const PATH_REDIRECTS: Record<string, string> = {
  '/train': '/train/query',
  '/personal/wallet': '/personal/wallet/center',
}

/** Route params travel as query strings; values are strings on both platforms. */
export type RouteParams = Record<string, string | number | boolean | undefined>

export function routeOf(name: RouteName): RouteDef {
  return ROUTES[name]
}

/** Full mini-program page path with leading slash, e.g. '/pages/home/index' or '/features/flight/search/index'. */
export function pagePathOf(name: RouteName): string {
  const r: RouteDef = ROUTES[name]
  return '/' + (r.pkg ? `${r.pkg}/${r.page}` : r.page)
}

export function toQuery(params?: RouteParams): string {
  if (!params) return ''
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  const q = search.startsWith('?') ? search.slice(1) : search
  if (!q) return out
  for (const part of q.split('&')) {
    if (!part) continue
    const i = part.indexOf('=')
    const k = i < 0 ? part : part.slice(0, i)
    const v = i < 0 ? '' : part.slice(i + 1)
    try {
      out[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' '))
    } catch {
      out[k] = v
    }
  }
  return out
}

const byUrl = new Map<string, RouteName>()
const byPage = new Map<string, RouteName>()
for (const name of Object.keys(ROUTES) as RouteName[]) {
  byUrl.set(ROUTES[name].url.toLowerCase(), name)
  byPage.set(pagePathOf(name), name)
}

export type Resolved =
  | { kind: 'route'; name: RouteName; params: Record<string, string> }
  | { kind: 'redirect'; name: RouteName; params: Record<string, string> }
  | { kind: 'unknown'; path: string }

/**
 * Resolves an H5 URL (path + query, as after '#') or a mini-program page path.
 * Matching ignores case and a trailing slash, as the web router of the spec does.
 */
export function resolveUrl(url: string): Resolved {
  const qi = url.indexOf('?')
  const rawPath = qi < 0 ? url : url.slice(0, qi)
  const params = parseQuery(qi < 0 ? '' : url.slice(qi))
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath || '/'
  const redirect = REDIRECTS[path] ?? REDIRECTS[path.toLowerCase()]
  if (redirect) return { kind: 'redirect', name: redirect, params }
  const target = PATH_REDIRECTS[path.toLowerCase()]
  if (target) {
    const r = resolveUrl(target + (qi < 0 ? '' : url.slice(qi)))
    return r.kind === 'route' ? { ...r, kind: 'redirect' } : r
  }
  const name = byUrl.get(path.toLowerCase()) ?? byPage.get(path)
  if (name) return { kind: 'route', name, params }
  return { kind: 'unknown', path }
}

export function urlOf(name: RouteName, params?: RouteParams): string {
  return ROUTES[name].url + toQuery(params)
}

export const TAB_ROUTES = (Object.keys(ROUTES) as RouteName[]).filter((n) => (ROUTES[n] as RouteDef).tab)

/** Main-package pages and subpackages in app.config form. */
export function appPages(): { pages: string[]; subPackages: { root: string; pages: string[] }[] } {
  const pages: string[] = []
  const subs = new Map<string, string[]>()
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const r: RouteDef = ROUTES[name]
    if (r.pkg) subs.set(r.pkg, [...(subs.get(r.pkg) ?? []), r.page])
    else pages.push(r.page)
  }
  return { pages, subPackages: [...subs].map(([root, p]) => ({ root, pages: p })) }
}

/** H5 customRoutes: page path -> spec URL. */
export function customRoutes(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of Object.keys(ROUTES) as RouteName[]) out[pagePathOf(name)] = ROUTES[name].url
  return out
}
