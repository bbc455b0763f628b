import type { PowerKey } from '@api/index'
import type { ProductRouteName } from '@/products'
import { START_TABLE } from './platform/start-table'

/**
 * THE route table (docs/routes.md). app.config pages/subPackages, the H5 hash-router customRoutes,
 * redirects and the unknown-route rule are all derived from it; navigation takes route names.
 * A product's pages live in one subpackage (`pkg`), so WeChat downloads them only when used. The
 * products' pages come from their declarations through the start table (src/start-table.ts), the
 * shell's entries and the order kinds' pages from src/product-entries.ts.
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

/** The shell's own pages, in the main package. */
const SHELL = {
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
  callback4Oa: { page: 'oa-callback/index', pkg: 'pages/account', url: '/callback4Oa', open: true },
  loginWayOfRecovery: { page: 'recovery/index', pkg: 'pages/account', url: '/loginWayOfRecovery', open: true },
  forgetPasswordStep1: { page: 'forget-password/step1', pkg: 'pages/account', url: '/forgetPasswordStep1', open: true },
  forgetPasswordStep2: { page: 'forget-password/step2', pkg: 'pages/account', url: '/forgetPasswordStep2', open: true },
  forgetPasswordStep3: { page: 'forget-password/step3', pkg: 'pages/account', url: '/forgetPasswordStep3', open: true },
  forgetPasswordEmail: { page: 'forget-password/email', pkg: 'pages/account', url: '/forgetPasswordEmail', open: true },
  register: { page: 'register/index', pkg: 'pages/account', url: '/register', open: true },
  resetPassword: { page: 'reset-password/index', pkg: 'pages/account', url: '/personal/resetPassword' },
  scanLogin: { page: 'scan-login/index', pkg: 'pages/account', url: '/scanLogin' },
  announcementList: { page: 'announcement/list', pkg: 'pages/account', url: '/announcement/list' },
  announcementDetails: { page: 'announcement/details', pkg: 'pages/account', url: '/announcement/details' },
} satisfies Record<string, RouteDef>

/** The shell's pages, then every product's, as the registry (src/products.ts) declares them. */
export const ROUTES: typeof SHELL & Record<ProductRouteName, RouteDef> = { ...SHELL, ...(START_TABLE.routes as Record<ProductRouteName, RouteDef>) }

export type RouteName = keyof typeof ROUTES

/** docs/routes.md redirects: from URL to route name. Targets are checked by a test to exist. */
export const REDIRECTS: Record<string, RouteName> = {
  '/': 'home',
  '/hotel': 'home',
  '/inter-hotel': 'home',
  '/trip': 'trip',
  // Approval settings moved to the spec's /business URLs (keys in lower case: matching ignores case).
  '/manage/approval/rules': 'approvalRules',
  '/manage/approval/templates': 'approvalTemplateList',
  '/manage/approval/templatedetails': 'approvalTemplateDetails',
  '/manage/approval/templateedit': 'approvalTemplateEdit',
  '/manage/approval/whitelist': 'approvalWhitelist',
}

/** docs/routes.md redirects to another URL, resolved again through the table. */
export const PATH_REDIRECTS: Record<string, string> = {
  '/train': '/train/query',
  // SPEC's car home under its module prefix, and the product's own prefix.
  '/car': '/car/query',
  '/module/car': '/car/query',
  // The other products' homes under their module prefixes, and the personal centre's.
  '/module/airticket': '/planeTicket/query',
  '/module/train': '/train/query',
  '/module/hotel': '/module/hotel/query',
  '/personal/main': '/personal/center',
  '/personal/airticket': '/planeTicket/orderList',
  // The prepayment and travel beans under their bare prefixes go to their centres.
  '/advancepayment': '/advancePayment/center',
  '/travelbean': '/travelBean/center',
  // Used and expired vouchers are the vouchers page's second tab.
  '/personal/voucher/history': '/personal/voucher/list?tab=history',
  // The vouchers' earlier address under the wallet.
  '/personal/wallet/voucher/list': '/personal/voucher/list',
  // The contacts sheet's ways in: a new contact, or one contact opened.
  '/personal/addcontacts': '/personal/frequentContacts?add=1',
  '/personal/newcontact': '/personal/frequentContacts?add=1',
  '/personal/frequentcontactdetails': '/personal/frequentContacts',
  '/personal/wallet': '/personal/wallet/center',
  // The emergency contact's shared trip, also under its short address.
  '/share/trip': '/personal/emergencyShare',
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
    const query = qi < 0 ? '' : url.slice(qi + 1)
    const r = resolveUrl(query ? target + (target.includes('?') ? '&' : '?') + query : target)
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

/**
 * The powers that open a page of company administration: its Manage-tab entries' powers and its
 * own `power` (a page reached from another one, such as an employee's booking scope); with the
 * powers of its personal-centre entries when it is both (prepayment). The Page frame shows "no
 * permission" instead of such a page to anyone with none of them, so a typed address neither
 * calls the server for a refusal nor offers buttons that cannot work. Other pages: none.
 */
export const ROUTE_POWERS = START_TABLE.powers as Partial<Record<RouteName, PowerKey[]>>
