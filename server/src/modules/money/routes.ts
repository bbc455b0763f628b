/**
 * The money calls (docs/money.md "Calls"): exchange rates, the wallet, the payment simulator,
 * travel beans, vouchers and the company's prepayment. The cashier itself is each product's
 * Pay/{product}paystart (kernel/orders/payment.ts).
 */
import * as M from '../../../../types/api/money'
import { defineDomain } from '../../http/call'
import { resultOf } from '../../http/result-schema'
import { COMPANY_OWNER } from '../../services/money/ledger'
import * as S from './service'

export default defineDomain('money', 'Money: exchange rates, wallet, payment simulator, travel beans, vouchers, prepayment', (call) => {
  call('systemInfo/getExchangeRates', {
    summary: "Every currency's rate against CNY on a China day (default today): the company's own where it set one, else the platform's",
    auth: 'required',
    body: M.ExchangeRatesReq,
    result: resultOf<M.ExchangeRatesRes>('ExchangeRatesRes', 'money'),
    handle: (body, ctx) => S.exchangeRates(ctx, body),
  })
  call('systemInfo/setExchangeRate', {
    summary: "Sets the company's rate of a currency from a day on (administrators with the cloud bill)",
    auth: 'required',
    power: 'ManagePermission.CloudBill',
    body: M.SetExchangeRateReq,
    result: resultOf<M.ExchangeRatesRes>('ExchangeRatesRes', 'money'),
    handle: (body, ctx) => S.setExchangeRate(ctx, body),
  })

  call('pay_wallet/getWalletInfo', {
    summary: "The caller's wallet balance and what the company lets the cashier take",
    auth: 'required',
    power: 'MyPermission.Wallet.Enable',
    money: true,
    body: M.EmptyMoneyReq,
    result: resultOf<M.WalletInfoRes>('WalletInfoRes', 'money'),
    handle: (_body, ctx) => S.walletInfo(ctx),
  })
  call('pay_wallet/getRecords', {
    summary: "The wallet's records, newest first, paged, by China month, product and kind",
    auth: 'required',
    power: 'MyPermission.Wallet.Enable',
    money: true,
    body: M.MoneyRecordsReq,
    result: resultOf<M.MoneyRecordsRes>('MoneyRecordsRes', 'money'),
    handle: (body, ctx) => S.records(ctx, 'Wallet', ctx.caller.userId, body),
  })
  call('pay_wallet/recharge', {
    summary: 'Recharges the wallet through the payment simulator: a pending intent, credited when Pay/callback succeeds; idempotent by ClientRequestId',
    auth: 'required',
    power: 'MyPermission.Wallet.Recharge',
    money: true,
    body: M.RechargeReq,
    result: resultOf<M.PayIntent>('PayIntent', 'money'),
    handle: (body, ctx) => S.recharge(ctx, body),
  })
  call('Pay/callback', {
    summary: "The simulator's outcome of a pending payment (Succeeded, Failed, Cancelled); repeated, it changes nothing",
    auth: 'required',
    money: true,
    body: M.PayCallbackReq,
    result: resultOf<M.PayIntent>('PayIntent', 'money'),
    handle: (body, ctx) => S.payCallback(ctx, body),
  })
  call('Pay/query', {
    summary: "A payment intent's state (a pending one past its time is timed out first)",
    auth: 'required',
    money: true,
    body: M.PayQueryReq,
    result: resultOf<M.PayIntent>('PayIntent', 'money'),
    handle: (body, ctx) => S.payQuery(ctx, body),
  })
  call('Pay/pending', {
    summary: "The caller's pending payment of an order, if any (a pending one past its time is timed out first): a cashier shown again offers to continue or cancel it",
    auth: 'required',
    money: true,
    body: M.PayPendingReq,
    result: resultOf<M.PayPendingRes>('PayPendingRes', 'money'),
    handle: (body, ctx) => S.payPending(ctx, body),
  })
  call('Pay/cancel', {
    summary: "The payer gives up a pending payment: what it held goes back and the order stays payable (as the simulator's Cancelled); an ended one is answered as it is",
    auth: 'required',
    money: true,
    body: M.PayQueryReq,
    result: resultOf<M.PayIntent>('PayIntent', 'money'),
    handle: (body, ctx) => S.payCallback(ctx, { IntentNo: body.IntentNo, Outcome: 'Cancelled' }),
  })

  call('lvxingdouapi/openapi/lxd/personal/acct', {
    summary: "The caller's travel beans (1 bean = 1 CNY)",
    auth: 'required',
    power: 'MyPermission.TravelBeans',
    body: M.EmptyMoneyReq,
    result: resultOf<M.BeanAccountRes>('BeanAccountRes', 'money'),
    handle: (_body, ctx) => S.beanAccount(ctx),
  })
  call('lvxingdouapi/openapi/lxd/personal/records', {
    summary: 'How the beans were earned and spent, newest first, paged, by month and product',
    auth: 'required',
    power: 'MyPermission.TravelBeans',
    body: M.MoneyRecordsReq,
    result: resultOf<M.MoneyRecordsRes>('MoneyRecordsRes', 'money'),
    handle: (body, ctx) => S.records(ctx, 'Beans', ctx.caller.userId, body),
  })
  call('lvxingdouapi/openapi/lxd/order/ruleUrl', {
    summary: 'The travel-bean rules',
    auth: 'required',
    body: M.EmptyMoneyReq,
    result: resultOf<M.BeanRulesRes>('BeanRulesRes', 'money'),
    handle: async (_body, ctx) => S.beanRules(ctx),
  })
  call('lvxingdouapi/openapi/award/predict', {
    summary: 'Beans a booking would earn: a fifth of what it saves under the price to beat, whole yuan',
    auth: 'required',
    body: M.AwardPredictReq,
    result: resultOf<M.AwardPredictRes>('AwardPredictRes', 'money'),
    handle: async (body) => ({ Beans: S.awardBeans(body.Price, body.PriceToBeat) }),
  })

  call('voucher/list', {
    summary: "The caller's usable vouchers; with Product and Amount only those that can pay that personal part",
    auth: 'required',
    power: 'MyPermission.Vouchers',
    money: true,
    body: M.VoucherListReq,
    result: resultOf<M.VoucherListRes>('VoucherListRes', 'money'),
    handle: (body, ctx) => S.voucherList(ctx, body),
  })
  call('voucher/history', {
    summary: "The caller's used and expired vouchers",
    auth: 'required',
    power: 'MyPermission.Vouchers',
    money: true,
    body: M.EmptyMoneyReq,
    result: resultOf<M.VoucherListRes>('VoucherListRes', 'money'),
    handle: (_body, ctx) => S.voucherHistory(ctx),
  })

  call('advancePayment/getAccount', {
    summary: "The company's prepayment (advance-payment) balance and its low-balance warning",
    auth: 'required',
    power: 'MyPermission.Prepayment',
    money: true,
    body: M.EmptyMoneyReq,
    result: resultOf<M.PrepaymentRes>('PrepaymentRes', 'money'),
    handle: (_body, ctx) => S.prepayment(ctx),
  })
  call('advancePayment/getRecords', {
    summary: "The prepayment's top-ups, deductions and refunds, paged, by month and product",
    auth: 'required',
    power: 'MyPermission.Prepayment',
    money: true,
    body: M.MoneyRecordsReq,
    result: resultOf<M.MoneyRecordsRes>('MoneyRecordsRes', 'money'),
    handle: (body, ctx) => S.records(ctx, 'Prepayment', COMPANY_OWNER, body),
  })
  call('advancePayment/topUp', {
    summary: "Tops up the company's prepayment (administrators with the cloud bill); idempotent by ClientRequestId",
    auth: 'required',
    power: 'ManagePermission.CloudBill',
    money: true,
    body: M.PrepaymentTopUpReq,
    result: resultOf<M.PrepaymentRes>('PrepaymentRes', 'money'),
    handle: (body, ctx) => S.topUp(ctx, body),
  })

  call('moneySettings/get', {
    summary: "What the company lets the cashier take (wallet, beans, vouchers), whether its part comes from the prepayment, the low-balance warning and the payment time-out",
    auth: 'required',
    power: 'ManagePermission.CloudBill',
    body: M.EmptyMoneyReq,
    result: resultOf<M.MoneySettingsRes>('MoneySettingsRes', 'money'),
    handle: (_body, ctx) => S.getMoneySettings(ctx),
  })
  call('moneySettings/save', {
    summary: "Changes the company's money settings",
    auth: 'required',
    power: 'ManagePermission.CloudBill',
    body: M.MoneySettingsSaveReq,
    result: resultOf<M.MoneySettingsRes>('MoneySettingsRes', 'money'),
    handle: (body, ctx) => S.setMoneySettings(ctx, body),
  })
})
