/**
 * Money in the personal centre (docs/money.md), in subpackage features/money: the wallet with its
 * records and recharge, the payment result page (it waits on the server for the channel's word),
 * travel beans, vouchers, the company's prepayment and the points mall; and for
 * administrators with the cloud bill, the company's payment settings, its exchange rates, the
 * prepayment's top-ups and the reconciliation of the channels' statements.
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/money',
  namespaces: ['money', 'kit'],
  routes: {
    walletCenter: { page: 'wallet/index', url: '/personal/wallet/center' },
    walletRecharge: { page: 'recharge/index', url: '/personal/wallet/recharge' },
    payCallback: { page: 'callback/index', url: '/pay/callback' },
    travelBeans: { page: 'beans/index', url: '/travelBean/center' },
    refundDetails: { page: 'refunds/index', url: '/personal/refundDetails' },
    vouchers: { page: 'vouchers/index', url: '/personal/voucher/list' },
    prepayment: { page: 'prepayment/index', url: '/advancePayment/center' },
    pointsMall: { page: 'mall/index', url: '/personal/integralMall' },
    moneySettings: { page: 'settings/index', url: '/business/money' },
    exchangeRates: { page: 'rates/index', url: '/business/exchangeRate' },
    payReconciliation: { page: 'reconcile/index', url: '/business/reconciliation' },
  },
  mine: [
    { label: 'shell:mine.wallet', route: 'walletCenter', power: 'MyPermission.Wallet.Enable' },
    { label: 'shell:mine.beans', route: 'travelBeans', power: 'MyPermission.TravelBeans' },
    { label: 'shell:mine.vouchers', route: 'vouchers', power: 'MyPermission.Vouchers' },
    { label: 'shell:mine.prepayment', route: 'prepayment', power: 'MyPermission.Prepayment' },
    { label: 'shell:mine.mall', route: 'pointsMall', power: 'MyPermission.PointsMall' },
  ],
  manageGroup: 'shell:manage.moneyGroup',
  manage: [
    { label: 'shell:manage.moneySettings', hint: 'shell:manage.moneySettingsHint', route: 'moneySettings', power: 'ManagePermission.CloudBill' },
    { label: 'shell:manage.exchangeRates', hint: 'shell:manage.exchangeRatesHint', route: 'exchangeRates', power: 'ManagePermission.CloudBill' },
    { label: 'shell:manage.prepayment', hint: 'shell:manage.prepaymentHint', route: 'prepayment', power: 'ManagePermission.CloudBill' },
    { label: 'shell:manage.reconcile', hint: 'shell:manage.reconcileHint', route: 'payReconciliation', power: 'ManagePermission.CloudBill' },
  ],
})
