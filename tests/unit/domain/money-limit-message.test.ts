// Amount limits read with thousands separators in every language: the bound a money rule refuses
// with is grouped by the app's number formatter ('10,000,000'), whatever form asks (a prepayment
// top-up, the low-balance warning, a travel standard's caps), and so is the exchange rate's bound.
import i18next from 'i18next'
import zhCN from '@/i18n/locales/zh-CN/validation.json'
import zhTW from '@/i18n/locales/zh-TW/validation.json'
import en from '@/i18n/locales/en/validation.json'
import ja from '@/i18n/locales/ja/validation.json'
import { checkYuan, MAX_CAP_YUAN } from '@/domain/travel-policy'
import { checkMoneySettings, checkRate, checkTopUp, moneySettingsDraftOf, TOP_UP_MAX_YUAN } from '@/domain/money-admin'
import type { Check } from '@/domain'

const i18n = i18next.createInstance()
void i18n.init({
  lng: 'zh-CN',
  resources: { 'zh-CN': { validation: zhCN }, 'zh-TW': { validation: zhTW }, en: { validation: en }, ja: { validation: ja } },
  interpolation: { escapeValue: false },
  initImmediate: false,
})
const say = (c: Check, lng: string) => (c.ok ? '' : i18n.t(c.key, { ...c.params, lng }))

describe('the bound of an amount limit, grouped', () => {
  it.each([
    ['zh-CN', '金额不能超过 10,000,000 元。'],
    ['zh-TW', '金額不能超過 10,000,000 元。'],
    ['en', 'The amount can be at most 10,000,000 yuan.'],
    ['ja', '金額は10,000,000元以下にしてください。'],
  ])('a top-up over ¥10,000,000 (%s)', (lng, text) => {
    expect(say(checkTopUp('10000000.01'), lng)).toBe(text)
  })

  it('the low-balance warning and a standard’s caps say their own bounds grouped', () => {
    const low = checkMoneySettings({
      ...moneySettingsDraftOf({
        WalletPay: true,
        BeansPay: true,
        VoucherPay: true,
        Prepayment: true,
        LowBalance: 0,
        PayTimeoutMinutes: 15,
        OrderPayMinutes: 0,
      }),
      LowBalance: '20000000',
    }).LowBalance!
    expect(say(low, 'en')).toBe(`The amount can be at most ${TOP_UP_MAX_YUAN.toLocaleString('en-US')} yuan.`)
    expect(say(checkYuan('100000.01'), 'zh-CN')).toBe('金额不能超过 100,000 元。')
    expect(MAX_CAP_YUAN).toBe(100_000)
    expect(checkYuan('1234567', 1_000_000)).toMatchObject({ ok: false, params: { max: '1,000,000' } })
    expect(checkYuan('1000', 999)).toMatchObject({ ok: false, params: { max: '999' } })
  })

  it.each([
    ['zh-CN', '汇率不能超过 1,000（每 1 单位外币折合人民币）。'],
    ['en', 'A rate can be at most 1,000 (CNY per unit of the currency).'],
  ])('an exchange rate over its bound (%s)', (lng, text) => {
    expect(say(checkRate('99999999'), lng)).toBe(text)
  })
})
