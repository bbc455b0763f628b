/** Every money call of the personal centre and of the company's money settings (types/api/money.ts); amounts in CNY fen, beans as counts. */
import type {
  BeanAccountRes,
  BeanRulesRes,
  ExchangeRatesRes,
  MallItemsRes,
  MallOrder,
  MallOrdersRes,
  MoneyRecordsReq,
  MoneyRecordsRes,
  MoneySettingsRes,
  MoneySettingsSaveReq,
  PayIntent,
  PayScene,
  PointsAccountRes,
  PrepaymentRes,
  SetExchangeRateReq,
  VoucherListRes,
  WalletInfoRes,
} from '@api/money'
import { http } from '@/stores'

export const RECORDS_PAGE_SIZE = 20
export type RecordsFilter = Pick<MoneyRecordsReq, 'Month' | 'Product'>

export const walletInfo = (): Promise<WalletInfoRes> => http.call('pay_wallet/getWalletInfo', {})
export const walletRecords = (f: RecordsFilter, page: number): Promise<MoneyRecordsRes> =>
  http.call('pay_wallet/getRecords', { ...f, PageIndex: page, PageSize: RECORDS_PAGE_SIZE })

/** The wallet's refund records only (/personal/refundDetails). */
export const walletRefunds = (f: RecordsFilter, page: number): Promise<MoneyRecordsRes> =>
  http.call('pay_wallet/getRecords', { ...f, Kind: 'Refund', PageIndex: page, PageSize: RECORDS_PAGE_SIZE })

/** A recharge through a personal channel: a pending intent whose Action lets the payer pay at the channel. */
export function recharge(
  requestId: string,
  amount: number,
  channel: 'WeChatPay' | 'Alipay',
  where: { Scene: PayScene; LoginCode?: string },
): Promise<PayIntent> {
  return http.call('pay_wallet/recharge', { ClientRequestId: requestId, Amount: amount, Channel: channel, ...where }, { loading: true })
}

/** The intent as the server knows it (the channel's word, never the payer's). */
export const payQuery = (intentNo: string): Promise<PayIntent> => http.call('Pay/query', { IntentNo: intentNo })
/** The same, asked again while it is pending: no message when it cannot be read now (null). */
export const payQueryQuiet = (intentNo: string): Promise<PayIntent | null> => http.call('Pay/query', { IntentNo: intentNo }, { parallel: true, silent: true })

/** The kind of an order of the caller's (orders.product), found by its number; null when not found. */
export async function orderKindOf(orderNo: string): Promise<string | null> {
  const r = await http.call('order/getOrderList', { Keyword: orderNo, TimeRange: '1Y', PageSize: 10 })
  return r.Orders.find((o) => o.OrderNo === orderNo)?.Product ?? null
}

export const beanAccount = (): Promise<BeanAccountRes> => http.call('lvxingdouapi/openapi/lxd/personal/acct', {}, { parallel: true })
export const beanRules = (): Promise<BeanRulesRes> => http.call('lvxingdouapi/openapi/lxd/order/ruleUrl', {}, { parallel: true })
export const beanRecords = (f: RecordsFilter, page: number): Promise<MoneyRecordsRes> =>
  http.call('lvxingdouapi/openapi/lxd/personal/records', { ...f, PageIndex: page, PageSize: RECORDS_PAGE_SIZE })

export const vouchers = (): Promise<VoucherListRes> => http.call('voucher/list', {}, { parallel: true })
export const voucherHistory = (): Promise<VoucherListRes> => http.call('voucher/history', {}, { parallel: true })

export const prepaymentAccount = (): Promise<PrepaymentRes> => http.call('advancePayment/getAccount', {}, { parallel: true })
export const prepaymentRecords = (f: RecordsFilter, page: number): Promise<MoneyRecordsRes> =>
  http.call('advancePayment/getRecords', { ...f, PageIndex: page, PageSize: RECORDS_PAGE_SIZE })

export const pointsAccount = (): Promise<PointsAccountRes> => http.call('integralMall/getAccount', {}, { parallel: true })
export const mallItems = (): Promise<MallItemsRes> => http.call('integralMall/getItems', {}, { parallel: true })
export const mallOrders = (page: number): Promise<MallOrdersRes> => http.call('integralMall/getOrders', { PageIndex: page, PageSize: RECORDS_PAGE_SIZE })
export const pointsRecords = (f: RecordsFilter, page: number): Promise<MoneyRecordsRes> =>
  http.call('integralMall/getRecords', { ...f, PageIndex: page, PageSize: RECORDS_PAGE_SIZE })
export function redeem(requestId: string, itemId: number, quantity: number): Promise<MallOrder> {
  return http.call('integralMall/redeem', { ClientRequestId: requestId, ItemId: itemId, Quantity: quantity }, { loading: true })
}

// The company's money, for administrators with the cloud bill (ManagePermission.CloudBill)

export const exchangeRates = (day?: string): Promise<ExchangeRatesRes> => http.call('systemInfo/getExchangeRates', day ? { Date: day } : {})
export const setExchangeRate = (req: SetExchangeRateReq): Promise<ExchangeRatesRes> => http.call('systemInfo/setExchangeRate', req, { loading: true })
export const moneySettings = (): Promise<MoneySettingsRes> => http.call('moneySettings/get', {})
export const saveMoneySettings = (req: MoneySettingsSaveReq): Promise<MoneySettingsRes> => http.call('moneySettings/save', req, { loading: true })
export function topUpPrepayment(requestId: string, amount: number): Promise<PrepaymentRes> {
  return http.call('advancePayment/topUp', { ClientRequestId: requestId, Amount: amount }, { loading: true })
}
