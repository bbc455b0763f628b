import { existsSync } from 'fs'
import { join } from 'path'
import { REDIRECTS, ROUTES, ROUTE_POWERS, appPages, customRoutes, pagePathOf, parseQuery, resolveUrl, toQuery, urlOf, type RouteName } from '@/routes'

const names = Object.keys(ROUTES) as RouteName[]

describe('route table', () => {
  it.each<[string, string, string, Record<string, string>]>([
    ['/', 'redirect', 'home', {}],
    ['', 'redirect', 'home', {}],
    ['/hotel', 'redirect', 'home', {}],
    ['/inter-hotel', 'redirect', 'home', {}],
    ['/advancePayment', 'redirect', 'prepayment', {}],
    ['/advancePayment/center', 'route', 'prepayment', {}],
    ['/travelBean?from=home', 'redirect', 'travelBeans', { from: 'home' }],
    ['/travelBean/center', 'route', 'travelBeans', {}],
    ['/home', 'route', 'home', {}],
    ['/Home/', 'route', 'home', {}],
    ['/pages/home/index', 'route', 'home', {}],
    ['/error?tips=%E5%87%BA%E9%94%99', 'route', 'error', { tips: '出错' }],
    ['/planeTicket/orderDetails?orderNo=F123&x=a+b', 'route', 'flightOrderDetails', { orderNo: 'F123', x: 'a b' }],
    ['/features/flight/search/index', 'route', 'flightSearch', {}],
    ['/personal/center', 'route', 'user', {}],
  ])('%s resolves to %s %s', (url, kind, name, params) => {
    const r = resolveUrl(url)
    expect(r.kind).toBe(kind)
    if (r.kind !== 'unknown') {
      expect(r.name).toBe(name)
      expect(r.params).toEqual(params)
    }
  })

  it.each(['/nope', '/pages/nope/index', '/home/extra', '/planeTicket'])('%s is unknown', (url) => {
    expect(resolveUrl(url)).toEqual({ kind: 'unknown', path: url })
  })

  it.each([
    ['/train', {}],
    ['/Train/?x=1', { x: '1' }],
  ])('%s redirects to the train search', (url, params) => {
    expect(resolveUrl(url)).toEqual({ kind: 'redirect', name: 'trainSearch', params })
  })

  it('/personal/wallet redirects to the wallet centre', () => {
    expect(resolveUrl('/personal/wallet')).toEqual({ kind: 'redirect', name: 'walletCenter', params: {} })
  })

  it.each([
    ['/manage/approval/rules', 'approvalRules', '/business/setting', {}],
    ['/manage/approval/templates', 'approvalTemplateList', '/business/setting/templates', {}],
    ['/manage/approval/templateDetails?id=3', 'approvalTemplateDetails', '/business/setting/templateDetails', { id: '3' }],
    ['/manage/approval/templateEdit?id=3', 'approvalTemplateEdit', '/business/setting/templateEdit', { id: '3' }],
    ['/manage/approval/templateEdit', 'approvalTemplateEdit', '/business/setting/templateEdit', {}],
    ['/manage/approval/whitelist/', 'approvalWhitelist', '/business/white', {}],
  ] as const)('the old approval-settings URL %s lands on its /business page', (url, name, newUrl, params) => {
    expect(resolveUrl(url)).toEqual({ kind: 'redirect', name, params })
    expect(ROUTES[name].url).toBe(newUrl)
    expect(resolveUrl(newUrl)).toEqual({ kind: 'route', name, params: {} })
  })

  it.each([
    ['staff', ['ManagePermission.EmployeeInfo.EmployeeManage']],
    ['staffScope', ['ManagePermission.EmployeeInfo.EmployeeManage']],
    ['exchangeRates', ['ManagePermission.CloudBill']],
    ['payReconciliation', ['ManagePermission.CloudBill']],
    ['approvalTemplateEdit', ['ManagePermission.ApprovalInfo.Configuration']],
    ['auditLog', ['ManagePermission.Enable']],
    ['disruptionAffected', ['ManagePermission.Enable', 'ManagePermission.Report']],
    ['disruptionConsole', ['ManagePermission.Enable']],
    ['disruptionAssistant', undefined],
    // Both a personal-centre and a Manage-tab page: either power opens it.
    ['prepayment', ['ManagePermission.CloudBill', 'MyPermission.Prepayment']],
    ['home', undefined],
    ['flightOrderList', undefined],
    ['walletCenter', undefined],
  ] as [RouteName, string[] | undefined][])('the powers that open %s', (name, powers) => {
    expect(ROUTE_POWERS[name] && [...ROUTE_POWERS[name]!].sort()).toEqual(powers)
  })

  it('every company-administration URL is guarded by a power', () => {
    const open = (Object.keys(ROUTES) as RouteName[]).filter((n) => ROUTES[n].url.startsWith('/business/') && !ROUTE_POWERS[n])
    expect(open).toEqual([])
  })

  it('every redirect leads to a route of the table', () => {
    for (const target of Object.values(REDIRECTS)) expect(names).toContain(target)
  })

  it('every route has its page file and a unique URL and page path', () => {
    const urls = new Set<string>()
    const pages = new Set<string>()
    for (const name of names) {
      const file = join(__dirname, '../../src', pagePathOf(name) + '.tsx')
      expect(existsSync(file)).toBe(true)
      urls.add(ROUTES[name].url.toLowerCase())
      pages.add(pagePathOf(name))
    }
    expect(urls.size).toBe(names.length)
    expect(pages.size).toBe(names.length)
  })

  it('app pages: tabs in the main package, each product in its own subpackage', () => {
    const { pages, subPackages } = appPages()
    expect(pages[0]).toBe('pages/home/index')
    for (const tab of ['home', 'manage', 'message', 'trip', 'user'] as RouteName[]) expect(pages).toContain(ROUTES[tab].page)
    const flight = subPackages.find((s) => s.root === 'features/flight')
    expect(flight?.pages).toContain('search/index')
    expect(pages.some((p) => p.startsWith('features/'))).toBe(false)
  })

  it('H5 custom routes map every page path to its spec URL', () => {
    const map = customRoutes()
    expect(Object.keys(map)).toHaveLength(names.length)
    expect(map['/pages/home/index']).toBe('/home')
    expect(map['/features/flight/order-details/index']).toBe('/planeTicket/orderDetails')
  })

  it.each<[Record<string, string | number | boolean | undefined> | undefined, string]>([
    [undefined, ''],
    [{}, ''],
    [{ a: 1, b: undefined, c: '' }, '?a=1'],
    [{ q: '上海 北京', t: true }, '?q=%E4%B8%8A%E6%B5%B7%20%E5%8C%97%E4%BA%AC&t=true'],
  ])('toQuery(%o) = %s and parses back', (params, query) => {
    expect(toQuery(params)).toBe(query)
    const back = parseQuery(query)
    for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== '') expect(back[k]).toBe(String(v))
  })

  it('a malformed escape keeps the raw value instead of throwing', () => {
    expect(parseQuery('?tips=%E4%B8')).toEqual({ tips: '%E4%B8' })
  })

  it('urlOf builds the spec URL with its query', () => {
    expect(urlOf('flightOrderDetails', { orderNo: 'F1' })).toBe('/planeTicket/orderDetails?orderNo=F1')
  })
})
