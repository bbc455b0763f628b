// A reconciliation mismatch as the company's finance admin sees it (/business/reconciliation):
// its kind, the payment, both amounts in CNY and what was done; an open one offers to resolve it,
// and the sheet sends the decision only when one is written.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { Mismatch } from '@api/pay-ops'
import { MismatchCard, ResolveSheet } from '@/features/money/reconcile/mismatch-card'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap, text } from './form-helpers'

const OPEN: Mismatch = {
  MismatchId: 7,
  Day: '2026-11-18',
  Channel: 'WeChatPay',
  Kind: 'AmountDiffers',
  Line: 'Payment',
  IntentNo: 'PI2026111802000012AB',
  RefundNo: '',
  OrderNo: 'F2026111800012',
  ChannelAmount: 9950,
  OurAmount: 10000,
  Status: 'Open',
  Decision: '',
  DecidedBy: '',
  DecidedAt: null,
  MatchedLater: false,
  FoundAt: '2026-11-19T02:00:00.000Z',
}

let mounted: TestUtils | null = null
afterEach(() => {
  mounted?.unmout()
  mounted = null
})

async function card(m: Mismatch, lang: 'zh-CN' | 'en' | 'zh-TW' | 'ja' = 'zh-CN', onResolve = jest.fn()) {
  useTestLanguage(lang)
  mounted = new TestUtils()
  await mounted.mount(() => <MismatchCard m={m} onResolve={onResolve} />, {})
  await flush()
  return onResolve
}

describe('MismatchCard', () => {
  it('shows an open mismatch with both amounts and offers to resolve it', async () => {
    const onResolve = await card(OPEN)
    expect(text()).toContain('金额不一致')
    expect(text()).toContain('微信支付 · 支付 · 2026-11-18 账单')
    expect(text()).toContain('订单 F2026111800012')
    expect(byTestId('mismatch-7-channel')?.textContent).toBe('渠道金额：¥99.50')
    expect(byTestId('mismatch-7-ours')?.textContent).toBe('账内金额：¥100')
    expect(byTestId('mismatch-7-status')?.textContent).toBe('待处理')
    expect(byTestId('mismatch-7-done')).toBeNull()
    await tap(byTestId('mismatch-7-resolve'))
    expect(onResolve).toHaveBeenCalledWith(OPEN)
  })

  it('says what was done, by whom and when, and offers nothing more', async () => {
    await card({ ...OPEN, Status: 'Resolved', Decision: 'Refunded ¥1 to the payer', DecidedBy: '刘洋', DecidedAt: '2026-11-19T03:30:00.000Z' }, 'en')
    expect(text()).toContain('Amounts differ')
    expect(byTestId('mismatch-7-status')?.textContent).toBe('Resolved')
    expect(byTestId('mismatch-7-done')?.textContent).toBe('Refunded ¥1 to the payer — 刘洋, Nov 19, 11:30')
    expect(byTestId('mismatch-7-resolve')).toBeNull()
  })

  it('says when a later comparison matched it', async () => {
    await card({ ...OPEN, Kind: 'LedgerOnly', Status: 'Resolved', MatchedLater: true, DecidedAt: '2026-11-20T02:05:00.000Z' }, 'ja')
    expect(text()).toContain('帳簿のみ')
    expect(byTestId('mismatch-7-done')?.textContent).toBe('再照合で一致しました（11/20 10:05）')
  })
})

describe('ResolveSheet', () => {
  it('sends nothing without a decision, then the decision written', async () => {
    useTestLanguage('zh-CN')
    const sent: string[] = []
    mounted = new TestUtils()
    await mounted.mount(() => <ResolveSheet m={OPEN} onSave={async (d) => void sent.push(d)} onClose={() => undefined} />, {})
    await flush()
    await tap(byTestId('resolve-save'))
    expect(sent).toEqual([])
    expect(byTestId('resolve-decision')?.querySelector('.form-row__error')?.textContent).toBe('请填写处理说明。')
    const area = byTestId('resolve-decision')?.querySelector('textarea') as HTMLTextAreaElement
    await act(async () => {
      area.value = '  已与渠道核实，渠道已更正金额  '
      area.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await tap(byTestId('resolve-save'))
    expect(sent).toEqual(['已与渠道核实，渠道已更正金额'])
  })
})
