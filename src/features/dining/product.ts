/**
 * Company dining (docs/dining.md), in subpackage features/dining: partner restaurants near the
 * hotel, the office or where one is, a restaurant and its table booking, paying at the table with
 * a payment code, the person's part at the cashier, and the receipt; for the company's finance,
 * the platform's monthly invoices (/business/diningInvoices).
 */
import { homeTile, pagesAt, product } from '@/core/product'

export default product({
  pkg: 'features/dining',
  texts: 'dining',
  namespaces: [],
  routes: {
    diningHome: { page: 'home/index', url: '/dining' },
    ...pagesAt('/dining', { diningRestaurant: 'restaurant', diningCode: 'code', diningPay: 'pay', diningOrder: 'order' }),
    diningInvoices: { page: 'invoices/index', url: '/business/diningInvoices' },
  },
  home: homeTile({ tile: 'dining', module: 'dinner', route: 'diningHome', needs: 'BusinessPermission.Dining.Search', rank: 70 }),
  orders: { kinds: ['Dining'], details: 'diningOrder', pay: 'diningPay' },
  listed: { myOrders: { kind: 'Dining', power: 'MyPermission.Orders.Dining.Enable' } },
  manageGroup: 'shell:manage.diningGroup',
  manage: [{ label: 'shell:manage.diningInvoices', hint: 'shell:manage.diningInvoicesHint', route: 'diningInvoices', power: 'ManagePermission.CloudBill' }],
})
