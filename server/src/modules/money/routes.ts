/**
 * The money calls (docs/money.md "Calls"): exchange rates, the wallet, payment intents,
 * travel beans, vouchers and the company's prepayment. The cashier itself is each product's
 * Pay/{product}paystart (kernel/orders/payment.ts). Every call needs a signed-in caller; each
 * table below shares its permission and whether its answers carry amounts.
 */
import * as M from '../../../../types/api/money'
import { callTable, defineDomain } from '../../http/call'
import { COMPANY_OWNER } from '../../services/money/ledger'
import { recordsCall } from './ledger-calls'
import * as S from './service'
import * as W from './wallet'

export default defineDomain('money', 'Money: exchange rates, wallet, payment intents, travel beans, vouchers, prepayment', 'money', (call, res) => {
  callTable(
    call,
    {},
    {
      'systemInfo/getExchangeRates': {
        summary: "Every currency's rate against CNY on a China day (default today): the company's own where it set one, else the platform's",
        body: M.ExchangeRatesReq,
        result: res('ExchangeRatesRes'),
        handle: (body, ctx) => S.exchangeRates(ctx, body),
      },
      'systemInfo/setExchangeRate': {
        summary: "Sets the company's rate of a currency from a day on (administrators with the cloud bill)",
        power: 'ManagePermission.CloudBill',
        body: M.SetExchangeRateReq,
        result: res('ExchangeRatesRes'),
        handle: (body, ctx) => S.setExchangeRate(ctx, body),
      },
    },
  )

  callTable(
    call,
    { power: 'MyPermission.Wallet.Enable', money: true },
    {
      'pay_wallet/getWalletInfo': {
        summary: "The caller's wallet balance and what the company lets the cashier take",
        body: M.EmptyMoneyReq,
        result: res('WalletInfoRes'),
        handle: (_body, ctx) => W.walletInfo(ctx),
      },
      'pay_wallet/getRecords': recordsCall('Wallet', 'caller', "The wallet's records, newest first, paged, by China month, product and kind"),
      'pay_wallet/recharge': {
        summary:
          "Recharges the wallet through a channel: a pending intent with what the client does to pay it, credited only on the channel's verified word; idempotent by ClientRequestId",
        power: 'MyPermission.Wallet.Recharge',
        body: M.RechargeReq,
        result: res('PayIntent'),
        handle: (body, ctx) => W.recharge(ctx, body),
      },
    },
  )

  callTable(
    call,
    { money: true },
    {
      'Pay/query': {
        summary:
          "A payment intent's state, as the channel's verified word left it (a pending one past its time is asked at the channel, then closed there and timed out)",
        body: M.PayQueryReq,
        result: res('PayIntent'),
        handle: (body, ctx) => W.payQuery(ctx, body),
      },
      'Pay/pending': {
        summary:
          "The caller's pending payment of an order, if any (a pending one past its time is timed out first): a cashier shown again offers to continue or cancel it",
        body: M.PayPendingReq,
        result: res('PayPendingRes'),
        handle: (body, ctx) => W.payPending(ctx, body),
      },
      'Pay/cancel': {
        summary:
          'The payer gives up a pending payment: closed at the channel, what it held goes back and the order stays payable (paid at the channel meanwhile: it succeeds instead); an ended one is answered as it is',
        body: M.PayQueryReq,
        result: res('PayIntent'),
        handle: (body, ctx) => W.payCancel(ctx, body),
      },
    },
  )

  callTable(
    call,
    {},
    {
      'lvxingdouapi/openapi/lxd/personal/acct': {
        summary: "The caller's travel beans (1 bean = 1 CNY)",
        power: 'MyPermission.TravelBeans',
        body: M.EmptyMoneyReq,
        result: res('BeanAccountRes'),
        handle: (_body, ctx) => S.beanAccount(ctx),
      },
      'lvxingdouapi/openapi/lxd/personal/records': {
        ...recordsCall('Beans', 'caller', 'How the beans were earned and spent, newest first, paged, by month and product'),
        power: 'MyPermission.TravelBeans',
      },
      'lvxingdouapi/openapi/lxd/order/ruleUrl': {
        summary: 'The travel-bean rules',
        body: M.EmptyMoneyReq,
        result: res('BeanRulesRes'),
        handle: async (_body, ctx) => S.beanRules(ctx),
      },
      'lvxingdouapi/openapi/award/predict': {
        summary: 'Beans a booking would earn: a fifth of what it saves under the price to beat, whole yuan',
        body: M.AwardPredictReq,
        result: res('AwardPredictRes'),
        handle: async (body) => ({ Beans: S.awardBeans(body.Price, body.PriceToBeat) }),
      },
    },
  )

  callTable(
    call,
    { power: 'MyPermission.Vouchers', money: true },
    {
      'voucher/list': {
        summary: "The caller's usable vouchers; with Product and Amount only those that can pay that personal part",
        body: M.VoucherListReq,
        result: res('VoucherListRes'),
        handle: (body, ctx) => S.voucherList(ctx, body),
      },
      'voucher/history': {
        summary: "The caller's used and expired vouchers",
        body: M.EmptyMoneyReq,
        result: res('VoucherListRes'),
        handle: (_body, ctx) => S.voucherHistory(ctx),
      },
    },
  )

  callTable(
    call,
    { power: 'MyPermission.Prepayment', money: true },
    {
      'advancePayment/getAccount': {
        summary: "The company's prepayment (advance-payment) balance and its low-balance warning",
        body: M.EmptyMoneyReq,
        result: res('PrepaymentRes'),
        handle: (_body, ctx) => S.prepayment(ctx),
      },
      'advancePayment/getRecords': recordsCall('Prepayment', 'company', "The prepayment's top-ups, deductions and refunds, paged, by month and product"),
      'user/getPrePaymentRecordDetails': {
        summary:
          "One record of the prepayment with the order it paid or refunded (its number, product, state, booker, total); 1005 for another ledger's record",
        body: M.MoneyRecordIdReq,
        result: res('MoneyRecordDetail'),
        handle: (body, ctx) => S.recordDetail(ctx, 'Prepayment', COMPANY_OWNER, body.Id),
      },
      'advancePayment/topUp': {
        summary: "Tops up the company's prepayment (administrators with the cloud bill); idempotent by ClientRequestId",
        power: 'ManagePermission.CloudBill',
        body: M.PrepaymentTopUpReq,
        result: res('PrepaymentRes'),
        handle: (body, ctx) => S.topUp(ctx, body),
      },
    },
  )

  callTable(
    call,
    { power: 'ManagePermission.CloudBill' },
    {
      'moneySettings/get': {
        summary:
          'What the company lets the cashier take (wallet, beans, vouchers), whether its part comes from the prepayment, the low-balance warning and the payment time-out',
        body: M.EmptyMoneyReq,
        result: res('MoneySettingsRes'),
        handle: (_body, ctx) => S.getMoneySettings(ctx),
      },
      'moneySettings/save': {
        summary: "Changes the company's money settings",
        body: M.MoneySettingsSaveReq,
        result: res('MoneySettingsRes'),
        handle: (body, ctx) => S.setMoneySettings(ctx, body),
      },
    },
  )
})
