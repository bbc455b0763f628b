/**
 * A timeline entry keeps a payment channel or outcome as its code; the reader sees it named in
 * their language.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { timelineText } from '../src/kernel/orders/texts'

test('payment channels and outcomes of the timeline are named in the reader’s language', () => {
  const cases: [Parameters<typeof timelineText>[0], string, Record<string, unknown>, string][] = [
    ['zh-CN', 'evPayPending', { amount: '30', channel: 'WeChatPay' }, '等待支付渠道确认 ¥30（微信支付）'],
    ['zh-TW', 'evPayPending', { amount: '30', channel: 'Alipay' }, '等待支付渠道確認 ¥30（支付寶）'],
    ['en', 'evPayPending', { amount: '30', channel: 'WeChatPay' }, 'Waiting for WeChat Pay to confirm ¥30'],
    ['ja', 'evPayPending', { amount: '30', channel: 'UnionPay' }, '銀聯（UnionPay） の確認待ち ¥30'],
    ['zh-CN', 'evPayFailed', { status: 'Cancelled' }, '支付未成功（已取消支付），抵扣已退回'],
    ['en', 'evPayFailed', { status: 'Failed' }, 'The payment did not go through (failed); wallet, beans and voucher were given back'],
    // A code this version does not name is shown as it was kept.
    ['en', 'evPayPending', { amount: '5', channel: 'Other' }, 'Waiting for Other to confirm ¥5'],
  ]
  for (const [lang, key, params, want] of cases) assert.equal(timelineText(lang, key, JSON.stringify(params)), want)
})
