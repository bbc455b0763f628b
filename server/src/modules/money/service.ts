/**
 * The money calls' work (docs/money.md): rates, ledger records (the wallet and its simulator: wallet.ts),
 * travel beans, vouchers, prepayment. Every call reads and writes the caller's company only; a
 * person's ledgers and vouchers are theirs alone (anyone else's intent or voucher is 1005).
 */
import type { Selectable } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import * as M from '../../../../types/api/money'
import { FEN_PER_BEAN, MINOR_UNITS, RATE_MAX, isCurrencyCode, parseRate, rateProblem, rateText } from '../../../../types/api/money-values'
import type { Db } from '../../db/schema'
import { ApiError, fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import type { Lang, Texts } from '../../i18n'
import { yuan } from '../../lib/money'
import { chinaDateTime, chinaDay, isRealDate } from '../../lib/time'
import { recordAdminChange } from '../../kernel/audit'
import { toCurrencyInfo } from '../../db/reference-data'
import { balanceOf, COMPANY_OWNER, post } from '../../services/money/ledger'
import { ratesOn, setCompanyRate } from '../../services/money/rates'
import { moneySettings, saveMoneySettings, type MoneySettings } from '../../services/money/settings'
import type { Ledger, MoneyRecordsTable } from '../../services/money/tables'
import { moneyInvalid, moneyName, type MoneyName } from '../../services/money/texts'
import { voucherState, type VoucherRow } from '../../services/money/vouchers'
import { pick } from '../../i18n'
import { equal } from '../../db/match'
import { readPage } from '../../db/page'
import { PERSON_NAME } from '../../lib/names'

// Rates

export async function exchangeRates(ctx: AuthedContext, req: M.ExchangeRatesReq): Promise<M.ExchangeRatesRes> {
  const day = req.Date ?? chinaDay(ctx.now())
  if (!isRealDate(day)) throw moneyInvalid('moneyDateInvalid', { field: 'Date' })
  const rates = await ratesOn(ctx.db, ctx.caller.companyId, day)
  const currencies = await ctx.deps.reference.allCurrencies()
  const out: M.ExchangeRate[] = []
  for (const c of currencies) {
    if (!isCurrencyCode(c.code)) continue
    const r = rates.get(c.code)
    if (!r) continue
    const info = toCurrencyInfo(c, ctx.lang)
    out.push({
      CurrencyCode: c.code,
      CurrencyType: c.type,
      CurrencySymbol: c.symbol,
      Currency: info.Currency,
      MinorUnits: MINOR_UNITS[c.code],
      RateMicro: r.rateMicro,
      Rate: rateText(r.rateMicro),
      RateDate: r.date,
      Source: r.source,
    })
  }
  return { Date: day, Base: 'CNY', Rates: out }
}

export async function setExchangeRate(ctx: AuthedContext, req: M.SetExchangeRateReq): Promise<M.ExchangeRatesRes> {
  if (!isCurrencyCode(req.CurrencyCode) || (req.CurrencyCode as string) === 'CNY') throw moneyInvalid('moneyCurrencyInvalid', { code: req.CurrencyCode })
  if (!isRealDate(req.Date)) throw moneyInvalid('moneyDateInvalid', { field: 'Date' })
  const problem = rateProblem(req.Rate)
  if (problem === 'TooLarge') throw moneyInvalid('moneyRateTooLarge', { max: yuan(RATE_MAX * 100) })
  const micro = problem === null ? parseRate(req.Rate) : null
  if (micro === null) throw moneyInvalid('moneyRateInvalid')
  const { companyId, userId } = ctx.caller
  const code = req.CurrencyCode
  // The company's own rate of that day, as the audit log keeps it.
  const own = (db: Db) =>
    db
      .selectFrom('company_exchange_rates')
      .select(['id', 'rate_micro'])
      .where((eb) => equal(eb, { company_id: companyId, currency: code, rate_date: req.Date }))
      .executeTakeFirst()
  const view = (rateMicro: number) => ({ Code: code, Date: req.Date, Rate: rateText(Number(rateMicro)) })
  await ctx.db.transaction().execute(async (trx) => {
    const before = await own(trx)
    await setCompanyRate(trx, companyId, code, req.Date, micro, userId, ctx.now().toISOString())
    const after = (await own(trx))!
    await recordAdminChange(trx, ctx, 'ExchangeRate', after.id, before ? 'edit' : 'add', before ? view(before.rate_micro) : null, view(after.rate_micro))
  })
  return exchangeRates(ctx, { Date: req.Date })
}

// Records of any ledger

const KIND_NAMES: readonly string[] = ['Recharge', 'Payment', 'Refund', 'Return', 'Earn', 'TopUp', 'Deduct', 'Redeem', 'Grant']
const kindName = (kind: string, lang: Lang): string => (KIND_NAMES.includes(kind) ? moneyName(lang, kind as MoneyName) : kind)

const recordView = (r: Selectable<MoneyRecordsTable>, lang: Lang): M.MoneyRecord => ({
  Id: r.id,
  Kind: r.kind,
  KindName: kindName(r.kind, lang),
  Amount: Number(r.amount),
  BalanceAfter: Number(r.balance_after),
  Product: r.product,
  OrderNo: r.order_no,
  RefNo: r.ref_no,
  Time: chinaDateTime(r.created_at),
})

/** One record of a ledger with the order it belongs to (user/getPrePaymentRecordDetails); 1005 for another ledger's or company's. */
export async function recordDetail(ctx: AuthedContext, ledger: Ledger, ownerId: number, id: number): Promise<M.MoneyRecordDetail> {
  const companyId = ctx.caller.companyId
  const r = await ctx.db
    .selectFrom('money_records')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, ledger, owner_id: ownerId, id }))
    .executeTakeFirst()
  if (!r) throw fail.notFound()
  const o = r.order_no
    ? await ctx.db
        .selectFrom('orders')
        .innerJoin('persons', 'persons.id', 'orders.booker_person_id')
        .select(['orders.order_no', 'orders.product', 'orders.status', 'orders.total', 'orders.created_at', ...PERSON_NAME])
        .where((eb) => equal(eb, { 'orders.company_id': companyId, 'orders.order_no': r.order_no }))
        .executeTakeFirst()
    : undefined
  const name = o ? o.ch_name || [o.last_name, o.first_name].filter(Boolean).join('/') : ''
  return {
    ...recordView(r, ctx.lang),
    Order: o
      ? { OrderNo: o.order_no, Product: o.product, Status: o.status, BookerName: name, Total: Number(o.total), CreatedAt: chinaDateTime(o.created_at) }
      : null,
  }
}

export async function records(ctx: AuthedContext, ledger: Ledger, ownerId: number, req: M.MoneyRecordsReq): Promise<M.MoneyRecordsRes> {
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  let q = ctx.db.selectFrom('money_records').where('company_id', '=', ctx.caller.companyId).where('ledger', '=', ledger).where('owner_id', '=', ownerId)
  if (req.Month) q = q.where('month', '=', req.Month)
  if (req.Product) q = q.where('product', '=', req.Product)
  if (req.Kind) q = q.where('kind', '=', req.Kind)
  const { total, rows } = await readPage(q, q.selectAll().orderBy('id', 'desc'), { index: pageIndex, size: pageSize })
  return {
    Total: total,
    PageIndex: pageIndex,
    PageSize: pageSize,
    Items: rows.map((r) => recordView(r, ctx.lang)),
  }
}

// Travel beans

export { awardBeans } from '../../services/money/beans'

export async function beanAccount(ctx: AuthedContext): Promise<M.BeanAccountRes> {
  const s = await moneySettings(ctx.db, ctx.caller.companyId)
  return { Balance: await balanceOf(ctx.db, ctx.caller.companyId, 'Beans', ctx.caller.userId), FenPerBean: FEN_PER_BEAN, CanPayWithBeans: s.beansPay }
}

const BEAN_RULES: Record<Lang, string[]> = {
  'zh-CN': [
    '1旅行豆 = 1元人民币，可在收银台抵扣个人支付部分（以企业设置为准）。',
    '预订低于差旅标准价格时，按节省金额的20%获得旅行豆（取整元）。',
    '订单退款时，用旅行豆支付的部分按原比例退回旅行豆。',
  ],
  'zh-TW': [
    '1旅行豆 = 1元人民幣，可在收銀台折抵個人支付部分（以企業設定為準）。',
    '預訂低於差旅標準價格時，按節省金額的20%獲得旅行豆（取整元）。',
    '訂單退款時，以旅行豆支付的部分按原比例退回旅行豆。',
  ],
  en: [
    '1 travel bean = 1 CNY; beans pay part of your personal share at the cashier where your company allows it.',
    'Booking under the price to beat earns a fifth of the saving in beans (whole yuan).',
    'A refund gives back the beans that paid for it, in the same split.',
  ],
  ja: [
    '1トラベルビーンズ = 1人民元。会社が認める場合、レジで個人負担分に充当できます。',
    '規程の上限価格より安く予約すると、節約額の20%をトラベルビーンズで獲得します（元未満切り捨て）。',
    '返金時、トラベルビーンズで支払った分は同じ割合でトラベルビーンズに戻ります。',
  ],
}

export const beanRules = (ctx: AuthedContext): M.BeanRulesRes => ({ Url: '/travelBean', Rules: BEAN_RULES[ctx.lang] })

// Vouchers

function voucherView(v: VoucherRow & { order_no: string | null }, today: string, lang: Lang): M.Voucher {
  return {
    VoucherId: v.id,
    VoucherNo: v.voucher_no,
    Title: pick(JSON.parse(v.title_json) as Partial<Texts>, lang),
    Amount: v.amount,
    MinSpend: v.min_spend,
    Product: v.product,
    ValidFrom: v.valid_from,
    ExpiresOn: v.expires_on,
    State: voucherState(v, today),
    UsedOrderNo: v.order_no ?? '',
  }
}

async function ownVouchers(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('vouchers')
    .leftJoin('orders', 'orders.id', 'vouchers.used_order_id')
    .selectAll('vouchers')
    .select('orders.order_no')
    .where('vouchers.company_id', '=', companyId)
    .where('vouchers.user_id', '=', userId)
    .orderBy('vouchers.expires_on')
    .orderBy('vouchers.id')
    .execute()
}

/** Available vouchers; with Product and Amount only those that can pay that personal part. */
export async function voucherList(ctx: AuthedContext, req: M.VoucherListReq): Promise<M.VoucherListRes> {
  const today = chinaDay(ctx.now())
  const rows = await ownVouchers(ctx.db, ctx.caller.companyId, ctx.caller.userId)
  const items = rows
    .map((v) => voucherView(v, today, ctx.lang))
    .filter((v) => v.State === 'Available' || v.State === 'NotYetValid')
    .filter((v) => (req.Product === undefined || !v.Product || v.Product === req.Product) && (req.Amount === undefined || v.MinSpend <= req.Amount))
    .filter((v) => req.Product === undefined || v.State === 'Available')
  return { Items: items }
}

/** Used and expired vouchers, latest first. */
export async function voucherHistory(ctx: AuthedContext): Promise<M.VoucherListRes> {
  const today = chinaDay(ctx.now())
  const rows = await ownVouchers(ctx.db, ctx.caller.companyId, ctx.caller.userId)
  return {
    Items: rows
      .map((v) => voucherView(v, today, ctx.lang))
      .filter((v) => v.State === 'Used' || v.State === 'Expired')
      .reverse(),
  }
}

// Prepayment

export async function prepayment(ctx: AuthedContext): Promise<M.PrepaymentRes> {
  const s = await moneySettings(ctx.db, ctx.caller.companyId)
  const balance = await balanceOf(ctx.db, ctx.caller.companyId, 'Prepayment', COMPANY_OWNER)
  return { Balance: balance, LowBalance: s.lowBalance, IsLow: balance <= s.lowBalance, Enabled: s.prepayment }
}

/** An administrator's top-up of the company's prepayment; the same request id tops up once. */
export async function topUp(ctx: AuthedContext, req: M.PrepaymentTopUpReq): Promise<M.PrepaymentRes> {
  const ref = `TOPUP-${req.ClientRequestId}`
  const companyId = ctx.caller.companyId
  const done = () =>
    ctx.db
      .selectFrom('money_records')
      .select('amount')
      .where((eb) => equal(eb, { company_id: companyId, ledger: 'Prepayment', ref_no: ref }))
      .executeTakeFirst()
  const first = await done()
  if (first) {
    if (Number(first.amount) !== req.Amount) throw new ApiError(ErrorCode.RequestIdReused, 'requestIdReused')
    return prepayment(ctx)
  }
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    const again = await trx
      .selectFrom('money_records')
      .select('id')
      .where((eb) => equal(eb, { company_id: companyId, ledger: 'Prepayment', ref_no: ref }))
      .executeTakeFirst()
    if (again) return
    const moved = await post(trx, { companyId, ledger: 'Prepayment', ownerId: COMPANY_OWNER, kind: 'TopUp', amount: req.Amount, refNo: ref, at })
    const balance = moved?.balance ?? 0
    const record = await trx
      .selectFrom('money_records')
      .select('id')
      .where((eb) => equal(eb, { company_id: companyId, ledger: 'Prepayment', ref_no: ref }))
      .executeTakeFirst()
    await recordAdminChange(
      trx,
      ctx,
      'PrepaymentTopUp',
      record?.id ?? null,
      'topUp',
      { Balance: balance - req.Amount },
      { Balance: balance, Amount: req.Amount },
    )
  })
  return prepayment(ctx)
}

// The company's money settings

const settingsView = (s: MoneySettings): M.MoneySettingsRes => ({
  WalletPay: s.walletPay,
  BeansPay: s.beansPay,
  VoucherPay: s.voucherPay,
  Prepayment: s.prepayment,
  LowBalance: s.lowBalance,
  PayTimeoutMinutes: s.payTimeoutMinutes,
  OrderPayMinutes: s.orderPayMinutes,
})

/** The settings as the audit log keeps them (organisation:audit.field labels). */
const auditView = (s: MoneySettings) => ({
  WalletPay: s.walletPay,
  BeansPay: s.beansPay,
  VoucherPay: s.voucherPay,
  FromPrepayment: s.prepayment,
  LowBalance: s.lowBalance,
  PayTimeoutMinutes: s.payTimeoutMinutes,
  OrderPayMinutes: s.orderPayMinutes,
})

export const getMoneySettings = async (ctx: AuthedContext): Promise<M.MoneySettingsRes> => settingsView(await moneySettings(ctx.db, ctx.caller.companyId))

export async function setMoneySettings(ctx: AuthedContext, req: M.MoneySettingsSaveReq): Promise<M.MoneySettingsRes> {
  const current = await moneySettings(ctx.db, ctx.caller.companyId)
  const s: MoneySettings = {
    walletPay: req.WalletPay,
    beansPay: req.BeansPay,
    voucherPay: req.VoucherPay,
    prepayment: req.Prepayment,
    lowBalance: req.LowBalance,
    payTimeoutMinutes: req.PayTimeoutMinutes,
    orderPayMinutes: req.OrderPayMinutes ?? current.orderPayMinutes,
  }
  await ctx.db.transaction().execute(async (trx) => {
    await saveMoneySettings(trx, ctx.caller.companyId, s, ctx.now().toISOString())
    const [b, a] = [auditView(current), auditView(s)]
    if (JSON.stringify(b) !== JSON.stringify(a)) await recordAdminChange(trx, ctx, 'MoneySettings', null, 'edit', b, a)
  })
  return getMoneySettings(ctx)
}
