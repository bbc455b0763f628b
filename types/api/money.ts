/**
 * Money calls (docs/money.md): exchange rates, the wallet and its records, the payment simulator,
 * travel beans, vouchers and the company's prepayment. Amounts in CNY fen unless named otherwise;
 * the pure conversion rule and the currency list are in money-values.ts (no TypeBox).
 */
import { Type, type Static } from '@sinclair/typebox'
import { CURRENCY_CODES, type CurrencyCode } from './money-values'

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
const Month = Type.String({ pattern: '^\\d{4}-\\d{2}$' })
const ClientRequestId = Type.String({ minLength: 8, maxLength: 64 })
const PageIndex = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 }))
const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
export const MONEY_PRODUCTS = ['Flight', 'Hotel', 'Train', 'Mall'] as const
export type MoneyProduct = (typeof MONEY_PRODUCTS)[number]

// Exchange rates

export const ExchangeRatesReq = Type.Object({
  /** China day; default today. */
  Date: Type.Optional(Day),
})
export type ExchangeRatesReq = Static<typeof ExchangeRatesReq>
export interface ExchangeRate {
  CurrencyCode: CurrencyCode
  CurrencyType: number
  CurrencySymbol: string
  /** Name in the request language. */
  Currency: string
  /** Digits after the decimal point (JPY, KRW: 0). */
  MinorUnits: number
  /** CNY per unit of the currency in millionths (types/api/money-values.ts), and as text ('7.1234'). */
  RateMicro: number
  Rate: string
  /** The day the rate was set for: on or before the day asked. */
  RateDate: string
  /** Platform rate, or the company's own. */
  Source: 'Platform' | 'Company'
}
export interface ExchangeRatesRes {
  Date: string
  Base: 'CNY'
  Rates: ExchangeRate[]
}

export const SetExchangeRateReq = Type.Object({
  CurrencyCode: Type.Union(CURRENCY_CODES.filter((c) => c !== 'CNY').map((c) => Type.Literal(c))),
  /** From this China day on (until a later rate). */
  Date: Day,
  /** CNY per unit, up to 6 decimals ('7.1234'). */
  Rate: Type.String({ minLength: 1, maxLength: 20 }),
})
export type SetExchangeRateReq = Static<typeof SetExchangeRateReq>

// Ledgers

export interface MoneyRecord {
  Id: number
  /** Recharge, Payment, Refund, Return, Earn, TopUp, Deduct, Redeem, Grant. */
  Kind: string
  KindName: string
  /** Signed: credits positive (fen; beans and points as counts). */
  Amount: number
  BalanceAfter: number
  Product: string
  OrderNo: string
  RefNo: string
  /** China time 'yyyy-MM-dd HH:mm'. */
  Time: string
}

export const MoneyRecordsReq = Type.Object({
  PageIndex,
  PageSize,
  /** China month 'yyyy-MM'. */
  Month: Type.Optional(Month),
  Product: Type.Optional(Type.Union(MONEY_PRODUCTS.map((p) => Type.Literal(p)))),
  Kind: Type.Optional(Type.String({ maxLength: 20 })),
})
export type MoneyRecordsReq = Static<typeof MoneyRecordsReq>
export interface MoneyRecordsRes {
  Total: number
  PageIndex: number
  PageSize: number
  Items: MoneyRecord[]
}

/** user/getPrePaymentRecordDetails: one record of the company's prepayment. */
export const MoneyRecordIdReq = Type.Object({ Id: Type.Integer({ minimum: 1 }) })
export type MoneyRecordIdReq = Static<typeof MoneyRecordIdReq>
export interface MoneyRecordDetail extends MoneyRecord {
  /** The order it paid or refunded, when it belongs to one. */
  Order: { OrderNo: string; Product: string; Status: string; BookerName: string; Total: number; CreatedAt: string } | null
}

export interface WalletInfoRes {
  /** Fen. */
  Balance: number
  CanRecharge: boolean
  /** Never: withdrawal is off in this product. */
  CanWithdraw: false
  /** Whether the company lets wallet, beans and vouchers pay at the cashier. */
  PayWithWallet: boolean
  PayWithBeans: boolean
  PayWithVouchers: boolean
  /** The channels the merchant has configured for recharges and the rest of an order. */
  Channels: PersonalPayChannel[]
}

// Payment channels (docs/money.md#channels)

/** Where and how the payer pays: mini-program (JSAPI), phone browser (H5 for WeChat Pay, WAP for Alipay), desktop (Native: a QR code). */
export const PAY_SCENES = ['JSAPI', 'H5', 'Native', 'WAP'] as const
export type PayScene = (typeof PAY_SCENES)[number]
export const PayScene = Type.Union(PAY_SCENES.map((s) => Type.Literal(s)))

/** What the client does to let the payer pay a pending intent. */
export type PayAction =
  /** wx.requestPayment with these parameters, signed by the server with the merchant key (mini-program). */
  | { Kind: 'RequestPayment'; Params: { timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } }
  /** Open the channel's page (WeChat H5 pay, Alipay WAP, or the sandbox channel's); it sends the payer back to /pay/callback. */
  | { Kind: 'Redirect'; Url: string }
  /** Show this as a QR code for the payer's phone to scan (WeChat Native, desktop browsers). */
  | { Kind: 'QrCode'; CodeUrl: string }

/** The channels a person pays through (docs/money.md#channels). */
export const PERSONAL_PAY_CHANNELS = ['WeChatPay', 'Alipay'] as const
export type PersonalPayChannel = (typeof PERSONAL_PAY_CHANNELS)[number]

export const RechargeReq = Type.Object({
  ClientRequestId,
  /** Fen, ¥1 to ¥50,000. */
  Amount: Type.Integer({ minimum: 100, maximum: 5_000_000 }),
  Channel: Type.Union(PERSONAL_PAY_CHANNELS.map((c) => Type.Literal(c))),
  /** How the payer pays at the channel (default: WeChat Pay's H5 page, Alipay's WAP page). */
  Scene: Type.Optional(PayScene),
  /** Mini-program (Scene JSAPI): a Taro.login code, for the payer's openid. */
  LoginCode: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
})
export type RechargeReq = Static<typeof RechargeReq>

// Payment intents

export type IntentStatus = 'Pending' | 'Succeeded' | 'Failed' | 'Cancelled' | 'TimedOut'
export interface PayIntent {
  IntentNo: string
  Purpose: 'Order' | 'Recharge'
  OrderNo: string
  Channel: string
  /** Fen the channel collects. */
  Amount: number
  /** Taken from the other sources with it (held while pending, given back if it does not succeed). */
  Wallet: number
  Beans: number
  VoucherAmount: number
  Status: IntentStatus
  StatusName: string
  /** ISO instant; a pending intent times out then (and its order is cancelled). */
  ExpiresAt: string
  /** Settled orders' status after the payment ('' for recharges). */
  OrderStatus: string
  /** While Pending, on the answer that opened it and on Pay/pending: how the payer pays it at the channel. */
  Action?: PayAction
}

export const PayQueryReq = Type.Object({ IntentNo: Type.String({ minLength: 1, maxLength: 40 }) })
export type PayQueryReq = Static<typeof PayQueryReq>
/** The caller's pending payment of an order (or a change of it), for a cashier shown again. */
export const PayPendingReq = Type.Object({ OrderNo: Type.String({ minLength: 1, maxLength: 40 }) })
export type PayPendingReq = Static<typeof PayPendingReq>
export interface PayPendingRes {
  /** Null when none is pending (one past its time is timed out first). */
  Intent: PayIntent | null
}

// Travel beans

export interface BeanAccountRes {
  /** Beans; 1 bean = 1 CNY. */
  Balance: number
  /** Fen a bean is worth at the cashier. */
  FenPerBean: number
  CanPayWithBeans: boolean
}
export interface BeanRulesRes {
  /** The rules page in the app. */
  Url: string
  Rules: string[]
}
export const AwardPredictReq = Type.Object({
  /** Fen the booking costs. */
  Price: Type.Integer({ minimum: 0 }),
  /** Fen the company would pay at most (the travel standard's price to beat); null: no award. */
  PriceToBeat: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
})
export type AwardPredictReq = Static<typeof AwardPredictReq>
export interface AwardPredictRes {
  Beans: number
}

// Vouchers

export type VoucherState = 'Available' | 'Used' | 'Expired' | 'NotYetValid'
export interface Voucher {
  VoucherId: number
  VoucherNo: string
  Title: string
  /** Fen off. */
  Amount: number
  /** Fen the personal part must reach. */
  MinSpend: number
  /** '' for any product. */
  Product: string
  ValidFrom: string
  ExpiresOn: string
  State: VoucherState
  UsedOrderNo: string
}
export const VoucherListReq = Type.Object({
  /** Usable ones for an order's personal part (product and amount), when given. */
  Product: Type.Optional(Type.String({ maxLength: 10 })),
  Amount: Type.Optional(Type.Integer({ minimum: 0 })),
})
export type VoucherListReq = Static<typeof VoucherListReq>
export interface VoucherListRes {
  Items: Voucher[]
}

// Prepayment

export interface PrepaymentRes {
  /** The company's advance-payment balance, fen. */
  Balance: number
  LowBalance: number
  /** At or under LowBalance. */
  IsLow: boolean
  /** The company's part of orders is taken from it. */
  Enabled: boolean
}
export const PrepaymentTopUpReq = Type.Object({
  ClientRequestId,
  /** Fen, ¥1 to ¥10,000,000. */
  Amount: Type.Integer({ minimum: 100, maximum: 1_000_000_000 }),
})
export type PrepaymentTopUpReq = Static<typeof PrepaymentTopUpReq>

// The company's money settings

export interface MoneySettingsRes {
  /** Whether the cashier may take the wallet, travel beans and vouchers for the personal part. */
  WalletPay: boolean
  BeansPay: boolean
  VoucherPay: boolean
  /** The company's part of orders comes from its prepayment account. */
  Prepayment: boolean
  /** Fen; the prepayment warns at or under it. */
  LowBalance: number
  /** Minutes a simulator payment may stay pending (its order is cancelled after). */
  PayTimeoutMinutes: number
  /** Minutes a placed order may wait for payment before it is cancelled; 0: no limit. */
  OrderPayMinutes: number
}
export const MoneySettingsSaveReq = Type.Object({
  WalletPay: Type.Boolean(),
  BeansPay: Type.Boolean(),
  VoucherPay: Type.Boolean(),
  Prepayment: Type.Boolean(),
  LowBalance: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  PayTimeoutMinutes: Type.Integer({ minimum: 5, maximum: 120 }),
  /** 0: no limit; otherwise 10 minutes to 3 days. */
  OrderPayMinutes: Type.Optional(Type.Union([Type.Literal(0), Type.Integer({ minimum: 10, maximum: 4320 })])),
})
export type MoneySettingsSaveReq = Static<typeof MoneySettingsSaveReq>

/** Calls without parameters. */
export const EmptyMoneyReq = Type.Object({})
export type EmptyMoneyReq = Static<typeof EmptyMoneyReq>

export interface MoneyCalls {
  'systemInfo/getExchangeRates': { req: ExchangeRatesReq; res: ExchangeRatesRes }
  'systemInfo/setExchangeRate': { req: SetExchangeRateReq; res: ExchangeRatesRes }
  'pay_wallet/getWalletInfo': { req: EmptyMoneyReq; res: WalletInfoRes }
  'pay_wallet/getRecords': { req: MoneyRecordsReq; res: MoneyRecordsRes }
  'pay_wallet/recharge': { req: RechargeReq; res: PayIntent }
  'Pay/query': { req: PayQueryReq; res: PayIntent }
  'Pay/pending': { req: PayPendingReq; res: PayPendingRes }
  'Pay/cancel': { req: PayQueryReq; res: PayIntent }
  'lvxingdouapi/openapi/lxd/personal/acct': { req: EmptyMoneyReq; res: BeanAccountRes }
  'lvxingdouapi/openapi/lxd/personal/records': { req: MoneyRecordsReq; res: MoneyRecordsRes }
  'lvxingdouapi/openapi/lxd/order/ruleUrl': { req: EmptyMoneyReq; res: BeanRulesRes }
  'lvxingdouapi/openapi/award/predict': { req: AwardPredictReq; res: AwardPredictRes }
  'voucher/list': { req: VoucherListReq; res: VoucherListRes }
  'voucher/history': { req: EmptyMoneyReq; res: VoucherListRes }
  'advancePayment/getAccount': { req: EmptyMoneyReq; res: PrepaymentRes }
  'advancePayment/getRecords': { req: MoneyRecordsReq; res: MoneyRecordsRes }
  'user/getPrePaymentRecordDetails': { req: MoneyRecordIdReq; res: MoneyRecordDetail }
  'advancePayment/topUp': { req: PrepaymentTopUpReq; res: PrepaymentRes }
  'moneySettings/get': { req: EmptyMoneyReq; res: MoneySettingsRes }
  'moneySettings/save': { req: MoneySettingsSaveReq; res: MoneySettingsRes }
}

// Points mall

export interface MallItem {
  ItemId: number
  Code: string
  Name: string
  /** Points. */
  Price: number
  Stock: number
}
export interface MallItemsRes {
  Items: MallItem[]
}
export interface PointsAccountRes {
  Points: number
}
export const MallRedeemReq = Type.Object({
  ClientRequestId,
  ItemId: Type.Integer({ minimum: 1 }),
  Quantity: Type.Integer({ minimum: 1, maximum: 10 }),
})
export type MallRedeemReq = Static<typeof MallRedeemReq>
export interface MallOrder {
  MallOrderNo: string
  ItemId: number
  ItemName: string
  Quantity: number
  Points: number
  /** Points left after it. */
  Balance: number
  CreatedAt: string
}
export const MallOrdersReq = Type.Object({ PageIndex, PageSize })
export type MallOrdersReq = Static<typeof MallOrdersReq>
export interface MallOrdersRes {
  Total: number
  Items: MallOrder[]
}

export interface MallCalls {
  'integralMall/getAccount': { req: EmptyMoneyReq; res: PointsAccountRes }
  'integralMall/getItems': { req: EmptyMoneyReq; res: MallItemsRes }
  'integralMall/redeem': { req: MallRedeemReq; res: MallOrder }
  'integralMall/getOrders': { req: MallOrdersReq; res: MallOrdersRes }
  'integralMall/getRecords': { req: MoneyRecordsReq; res: MoneyRecordsRes }
}
