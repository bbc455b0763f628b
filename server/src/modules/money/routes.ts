/**
 * The money calls (docs/money.md "Calls"): exchange rates, the wallet, payment intents,
 * travel beans, vouchers and the company's prepayment. The cashier itself is each product's
 * Pay/{product}paystart (kernel/orders/payment.ts). Every call needs a signed-in caller.
 */
import * as M from '../../../../types/api/money'
import { defineDomain } from '../../http/call'
import { COMPANY_OWNER } from '../../services/money/ledger'
import { recordsCall } from './ledger-calls'
import * as S from './service'
import * as W from './wallet'

export default defineDomain('money', 'Money: exchange rates, wallet, payment intents, travel beans, vouchers, prepayment', 'money', (call, res) => {
  call('systemInfo/getExchangeRates', {
    summary: "Every currency's rate against CNY on a China day (default today): the company's own where it set one, else the platform's",
    auth: 'required',
    body: M.ExchangeRatesReq,
    result: res('ExchangeRatesRes'),
    handle: (body, ctx) => S.exchangeRates(ctx, body),
  })
  call('systemInfo/setExchangeRate', {
    summary: "Sets the company's rate of a currency from a day on (administrators with the cloud bill)",
    auth: 'required',
    power: 'ManagePermission.CloudBill',
    body: M.SetExchangeRateReq,
    result: res('ExchangeRatesRes'),
    handle: (body, ctx) => S.setExchangeRate(ctx, body),
  })

  call('pay_wallet/getWalletInfo', {
    summary: "The caller's wallet balance and what the company lets the cashier take",
    auth: 'required',
    power: 'MyPermission.Wallet.Enable',
    money: true,
    body: M.EmptyMoneyReq,
    result: res('WalletInfoRes'),
    handle: (_body, ctx) => W.walletInfo(ctx),
  })
  call(
    'pay_wallet/getRecords',
    recordsCall('Wallet', 'caller', "The wallet's records, newest first, paged, by China month, product and kind", {
      power: 'MyPermission.Wallet.Enable',
      money: true,
    }),
  )
  call('pay_wallet/recharge', {
    summary:
      "Recharges the wallet through a channel: a pending intent with what the client does to pay it, credited only on the channel's verified word; idempotent by ClientRequestId",
    auth: 'required',
    power: 'MyPermission.Wallet.Recharge',
    money: true,
    body: M.RechargeReq,
    result: res('PayIntent'),
    handle: (body, ctx) => W.recharge(ctx, body),
  })

  call('Pay/query', {
    summary:
      "A payment intent's state, as the channel's verified word left it (a pending one past its time is asked at the channel, then closed there and timed out)",
    auth: 'required',
    money: true,
    body: M.PayQueryReq,
    result: res('PayIntent'),
    handle: (body, ctx) => W.payQuery(ctx, body),
  })
  call('Pay/pending', {
    summary:
      "The caller's pending payment of an order, if any (a pending one past its time is timed out first): a cashier shown again offers to continue or cancel it",
    auth: 'required',
    money: true,
    body: M.PayPendingReq,
    result: res('PayPendingRes'),
    handle: (body, ctx) => W.payPending(ctx, body),
  })
  call('Pay/cancel', {
    summary:
      'The payer gives up a pending payment: closed at the channel, what it held goes back and the order stays payable (paid at the channel meanwhile: it succeeds instead); an ended one is answered as it is',
    auth: 'required',
    money: true,
    body: M.PayQueryReq,
    result: res('PayIntent'),
    handle: (body, ctx) => W.payCancel(ctx, body),
  })

  call('lvxingdouapi/openapi/lxd/personal/acct', {
    summary: "The caller's travel beans (1 bean = 1 CNY)",
    auth: 'required',
    power: 'MyPermission.TravelBeans',
    body: M.EmptyMoneyReq,
    result: res('BeanAccountRes'),
    handle: (_body, ctx) => S.beanAccount(ctx),
  })
  call(
    'lvxingdouapi/openapi/lxd/personal/records',
    recordsCall('Beans', 'caller', 'How the beans were earned and spent, newest first, paged, by month and product', { power: 'MyPermission.TravelBeans' }),
  )
  call('lvxingdouapi/openapi/lxd/order/ruleUrl', {
    summary: 'The travel-bean rules',
    auth: 'required',
    body: M.EmptyMoneyReq,
    result: res('BeanRulesRes'),
    handle: async (_body, ctx) => S.beanRules(ctx),
  })
  call('lvxingdouapi/openapi/award/predict', {
    summary: 'Beans a booking would earn: a fifth of what it saves under the price to beat, whole yuan',
    auth: 'required',
    body: M.AwardPredictReq,
    result: res('AwardPredictRes'),
    handle: async (body) => ({ Beans: S.awardBeans(body.Price, body.PriceToBeat) }),
  })

  call('voucher/list', {
    summary: "The caller's usable vouchers; with Product and Amount only those that can pay that personal part",
    auth: 'required',
    power: 'MyPermission.Vouchers',
    money: true,
    body: M.VoucherListReq,
    result: res('VoucherListRes'),
    handle: (body, ctx) => S.voucherList(ctx, body),
  })
  call('voucher/history', {
    summary: "The caller's used and expired vouchers",
    auth: 'required',
    power: 'MyPermission.Vouchers',
    money: true,
    body: M.EmptyMoneyReq,
    result: res('VoucherListRes'),
    handle: (_body, ctx) => S.voucherHistory(ctx),
  })

  call('advancePayment/getAccount', {
    summary: "The company's prepayment (advance-payment) balance and its low-balance warning",
    auth: 'required',
    power: 'MyPermission.Prepayment',
    money: true,
    body: M.EmptyMoneyReq,
    result: res('PrepaymentRes'),
    handle: (_body, ctx) => S.prepayment(ctx),
  })
  call(
    'advancePayment/getRecords',
    recordsCall('Prepayment', 'company', "The prepayment's top-ups, deductions and refunds, paged, by month and product", {
      power: 'MyPermission.Prepayment',
      money: true,
    }),
  )
  call('user/getPrePaymentRecordDetails', {
    summary: "One record of the prepayment with the order it paid or refunded (its number, product, state, booker, total); 1005 for another ledger's record",
    auth: 'required',
    power: 'MyPermission.Prepayment',
    money: true,
    body: M.MoneyRecordIdReq,
    result: res('MoneyRecordDetail'),
    handle: (body, ctx) => S.recordDetail(ctx, 'Prepayment', COMPANY_OWNER, body.Id),
  })
  call('advancePayment/topUp', {
    summary: "Tops up the company's prepayment (administrators with the cloud bill); idempotent by ClientRequestId",
    auth: 'required',
    power: 'ManagePermission.CloudBill',
    money: true,
    body: M.PrepaymentTopUpReq,
    result: res('PrepaymentRes'),
    handle: (body, ctx) => S.topUp(ctx, body),
  })

  call('moneySettings/get', {
    summary:
      'What the company lets the cashier take (wallet, beans, vouchers), whether its part comes from the prepayment, the low-balance warning and the payment time-out',
    auth: 'required',
    power: 'ManagePermission.CloudBill',
    body: M.EmptyMoneyReq,
    result: res('MoneySettingsRes'),
    handle: (_body, ctx) => S.getMoneySettings(ctx),
  })
  call('moneySettings/save', {
    summary: "Changes the company's money settings",
    auth: 'required',
    power: 'ManagePermission.CloudBill',
    body: M.MoneySettingsSaveReq,
    result: res('MoneySettingsRes'),
    handle: (body, ctx) => S.setMoneySettings(ctx, body),
  })
})
