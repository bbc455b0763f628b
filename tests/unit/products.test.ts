// Products declare themselves in their folder (docs/kit.md); the route table, the home tiles, the
// "my" entries and the Manage groups are derived from the declarations, and each product's screens
// register only the text namespaces it declares.
import fs from 'node:fs'
import path from 'node:path'
import { FEATURE_NAMESPACES, LANGUAGES } from '@/i18n/resources'
import { ROUTES, appPages, type RouteName } from '@/routes'
import { HOME_TILES, MANAGE_GROUPS, MINE_ENTRIES, PRODUCTS, orderDetailsRoute, orderListRoute } from '@/product-entries'
import { readSources } from './boundaries/check'

const root = path.join(__dirname, '../..')
const sources = readSources(root)

describe('product declarations', () => {
  it.each(PRODUCTS.map((p) => [p.pkg, p] as const))('%s: every page is in the route table, in its subpackage, and exists', (pkg, p) => {
    const sub = appPages().subPackages.find((s) => s.root === pkg)
    for (const [name, def] of Object.entries(p.routes)) {
      // Its powers are the route table's ROUTE_POWERS, not part of the page's entry.
      const { power: _power, ...page } = def
      expect(ROUTES[name as RouteName]).toEqual({ ...page, pkg })
      expect(sub?.pages).toContain(def.page)
      expect(fs.existsSync(path.join(root, 'src', pkg, def.page + '.tsx'))).toBe(true)
    }
  })

  it('a product owns its folder: one declaration per subpackage, no page declared twice', () => {
    const pkgs = PRODUCTS.map((p) => p.pkg)
    expect(new Set(pkgs).size).toBe(pkgs.length)
    const names = PRODUCTS.flatMap((p) => Object.keys(p.routes))
    expect(new Set(names).size).toBe(names.length)
    for (const p of PRODUCTS) expect(fs.existsSync(path.join(root, 'src', p.pkg, 'product.ts'))).toBe(true)
  })

  it('home tiles, "my" entries and Manage groups are the declared ones, leading to the product\'s own pages', () => {
    for (const p of PRODUCTS) {
      const own = Object.keys(p.routes)
      for (const h of p.home ? [p.home].flat() : []) {
        expect(HOME_TILES[h.tile].route).toBe(h.route)
        expect(own).toContain(h.route)
      }
      for (const k of p.orders?.kinds ?? []) expect(orderDetailsRoute(k)).toBe(p.orders!.details)
      for (const k of p.orders?.kinds ?? []) expect(orderListRoute(k)).toBe(p.orders!.list ?? null)
      if (p.orders?.list) expect(own).toContain(p.orders.list)
      for (const e of p.mine ?? []) expect(MINE_ENTRIES).toContainEqual(e)
      for (const e of [...(p.mine ?? []), ...(p.manage ?? [])]) expect(own).toContain(e.route)
    }
    for (const h of PRODUCTS.flatMap((p) => (p.home ? [p.home].flat() : [])))
      expect(fs.existsSync(path.join(root, 'src/assets/entries', `${h.icon}.png`))).toBe(true)
    expect(HOME_TILES).toEqual({
      flight: { route: 'flightSearch' },
      hotel: { route: 'hotelSearch' },
      intlHotel: { route: 'hotelSearch', params: { intl: 1 } },
      train: { route: 'trainSearch' },
      bus: { route: 'busSearch' },
      car: { route: 'carQuery' },
      intlFlight: { route: 'intlSearch' },
      dining: { route: 'diningHome' },
      travelApply: { route: 'travelApplyBook' },
    })
    expect(orderDetailsRoute('IntlHotel')).toBe('hotelOrderDetails')
    expect(orderDetailsRoute('Train')).toBe('trainOrderDetails')
    expect(orderDetailsRoute('IntlFlight')).toBe('intlOrderDetails')
    expect(orderDetailsRoute('Dining')).toBe('diningOrder')
    expect(orderDetailsRoute('Car')).toBe('carOrderDetails')
    expect(MINE_ENTRIES.map((e) => e.route)).toEqual([
      'myOrders',
      'flightOrderList',
      'hotelOrderList',
      'trainOrderList',
      'trainAccount',
      'busOrderList',
      'carOrderList',
      'intlOrderList',
      'intlSheetList',
      'authOrderList',
      'passengers',
      'frequentContacts',
      'myRanks',
      'walletCenter',
      'travelBeans',
      'vouchers',
      'prepayment',
      'pointsMall',
      'ourService',
      'suggestion',
      'invoiceList',
      'jointBinding',
      'emergencyContact',
      'wechatShare',
      'myTravel',
      'reports',
    ])
    expect(MANAGE_GROUPS.map((g) => [g.product, g.entries.map((e) => e.route)])).toEqual([
      ['dining', ['diningInvoices']],
      ['approval-setting', ['approvalRules', 'approvalTemplateList', 'approvalApprovers', 'approvalWhitelist']],
      ['money', ['moneySettings', 'exchangeRates', 'prepayment', 'payReconciliation']],
      ['business', ['staff', 'unstaff', 'staffInvite', 'wechatStaff', 'nailStaff', 'larkStaff']],
      [
        'organisation',
        ['orgDepartments', 'orgCostCentres', 'orgBusinessUnits', 'orgCustomItems', 'orgRoles', 'orgCompanyInfo', 'orgInvoiceHeaders', 'auditLog'],
      ],
      ['travel-policy', ['rankList', 'reasonCodes', 'productSettings']],
      ['reports', ['reports']],
      ['disruption', ['disruptionAffected', 'disruptionConsole']],
    ])
  })

  it.each(PRODUCTS.map((p) => [p.pkg, p] as const))('%s registers only the namespaces it declares, and each exists in four languages', (pkg, p) => {
    for (const ns of p.namespaces) {
      expect(FEATURE_NAMESPACES).toContain(ns)
      for (const lng of LANGUAGES) expect(fs.existsSync(path.join(root, 'src/i18n/locales', lng, `${ns}.json`))).toBe(true)
    }
    // Its own texts live in its folder, registered by its texts.ts.
    const own = 'texts' in p ? (p.texts as string) : null
    if (own) {
      for (const lng of LANGUAGES) expect(fs.existsSync(path.join(root, 'src', pkg, 'locales', `${lng}.json`))).toBe(true)
      expect(fs.existsSync(path.join(root, 'src', pkg, 'texts.ts'))).toBe(true)
    }
    const used = new Set<string>()
    for (const f of sources.filter((s) => s.file.startsWith(`src/${pkg}/`))) {
      for (const m of f.text.matchAll(/['"]@\/i18n\/ns\/(\w+)['"]/g)) used.add(m[1])
      for (const m of f.text.matchAll(/['"]@\/(features\/[\w-]+)\/texts['"]/g)) used.add(m[1] === pkg && own ? own : `texts of ${m[1]}`)
    }
    expect([...used].filter((ns) => !p.namespaces.includes(ns) && ns !== own)).toEqual([])
  })
})

describe('derived declarations', () => {
  const byPkg = (pkg: string) => PRODUCTS.find((p) => p.pkg === `features/${pkg}`)!
  it.each([
    ['bus', 'Bus', 'bus', 'busrank', false],
    ['train', 'Train', 'train', 'trainrank', true],
    ['flight', 'Flight', 'plane', 'flightrank', true],
    ['hotel', 'Hotel', 'hotel', 'hotelrank', true],
  ] as const)('%s is listed by its kind %s with its own powers', (pkg, kind, module, path, wallet) => {
    expect(byPkg(pkg).listed).toEqual({
      myOrders: { kind, power: `MyPermission.Orders.${kind}.Enable` },
      bookingScope: kind,
      ...(wallet ? { walletRecords: kind } : {}),
      rank: { label: `common:modules.${module}`, path, power: `BusinessPermission.${kind}.Search` },
    })
  })

  it.each([
    ['flight', 'flight', 'common:modules.plane', 'flight', 'Plane'],
    ['intl-flight', 'intlFlight', 'common:modules.intlPlane', 'intl-flight', undefined],
    ['hotel', 'intlHotel', 'common:modules.intlHotel', 'hotel', undefined],
    ['dining', 'dining', 'common:modules.dinner', 'dining', 'Dinner'],
    ['travel-apply', 'travelApply', 'common:modules.travelApply', 'travel-apply', 'TravelApply'],
  ] as const)('%s: the tile %s reads %s with the icon %s and the theme icon %s', (pkg, tile, label, icon, themeIcon) => {
    const h = [byPkg(pkg).home!].flat().find((x) => x.tile === tile)!
    expect({ label: h.label, icon: h.icon, themeIcon: h.themeIcon }).toEqual({ label, icon, themeIcon })
  })
})
