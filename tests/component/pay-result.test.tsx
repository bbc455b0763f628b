// The payment result page (/pay/callback) never says how a payment ended: it reads the intent from
// the server and, while it is pending, waits — asking again every few seconds, on "check again",
// or cancelling it with Pay/cancel —; on a desktop it draws the QR code to scan. It never calls a
// callback. Paid, it goes on to the cashier behind it or, opened afresh, to the order's details.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { PayAction, PayIntent } from '@api/money'
import { http } from '@/stores'
import { orderDetailsRoute } from '@/product-entries'
import { useTestLanguage } from './i18n'
import { byTestId, flush } from './form-helpers'

const mockParams: { current: Record<string, string> } = { current: {} }
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return {
    __esModule: true,
    ...actual,
    default: { ...(actual.default ?? actual), getCurrentPages: () => [] },
    useRouter: () => ({ params: mockParams.current, path: '/pay/callback' }),
  }
})
const mockCarryOut = jest.fn(async (_a: PayAction): Promise<string> => 'Leaving')
jest.mock('@/platform/pay', () => ({ ...jest.requireActual('@/platform/pay'), carryOut: (a: PayAction) => mockCarryOut(a) }))
const mockDepth = { current: 2 }
jest.mock('@/platform/navigation', () => ({ ...jest.requireActual('@/platform/navigation'), stackDepth: () => mockDepth.current }))
const mockNav = {
  back: jest.fn(async () => undefined),
  replace: jest.fn(async (..._a: unknown[]) => undefined),
  relaunch: jest.fn(async (..._a: unknown[]) => undefined),
}
jest.mock('@/core/navigate', () => ({
  ...jest.requireActual('@/core/navigate'),
  back: () => mockNav.back(),
  replace: (...a: unknown[]) => mockNav.replace(...a),
  relaunch: (...a: unknown[]) => mockNav.relaunch(...a),
}))

// eslint-disable-next-line import-x/first
import PayResult, { POLL_MS } from '@/features/money/callback'

const QR: PayAction = { Kind: 'QrCode', CodeUrl: 'http://127.0.0.1:3100/wechatpay/native/pay?code=PI001' }
const REDIRECT: PayAction = { Kind: 'Redirect', Url: 'http://127.0.0.1:3100/wechatpay/h5/pay?prepay_id=1' }

const intent = (over: Partial<PayIntent>): PayIntent => ({
  IntentNo: 'PI001',
  Purpose: 'Order',
  OrderNo: 'F001',
  Channel: 'WeChatPay',
  Amount: 128000,
  Wallet: 0,
  Beans: 0,
  VoucherAmount: 0,
  Status: 'Pending',
  StatusName: '等待支付',
  ExpiresAt: '2026-11-29T10:00:00.000Z',
  OrderStatus: 'Placed',
  ...over,
})

/** The server as the page sees it: Pay/query answers `state.intent`; every call is recorded. */
const state: { intent: PayIntent; calls: { path: string; body: unknown }[] } = { intent: intent({}), calls: [] }
const paths = () => state.calls.map((c) => c.path)
const queries = () => paths().filter((p) => p === 'Pay/query').length

describe('the payment result page', () => {
  let mounted: TestUtils | null = null
  beforeEach(() => {
    state.calls = []
    jest.spyOn(http, 'call').mockImplementation((async (path: string, body: unknown) => {
      state.calls.push({ path, body })
      if (path === 'Pay/query') return state.intent
      if (path === 'Pay/cancel') return (state.intent = { ...state.intent, Status: 'Cancelled', StatusName: '已取消支付' })
      if (path === 'order/getOrderList') return { Total: 1, PageIndex: 1, PageSize: 10, Orders: [{ OrderNo: 'F001', Product: 'Flight' }] }
      throw new Error(`unexpected call ${path}`)
    }) as never)
  })
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.restoreAllMocks()
    jest.clearAllMocks()
  })

  async function open(first: PayIntent) {
    useTestLanguage('zh-CN')
    state.intent = first
    mockParams.current = { intentNo: first.IntentNo }
    mounted = new TestUtils()
    await mounted.mount(() => <PayResult />, {})
    await flush()
    await flush()
  }

  it('waits on the server while pending, draws the QR code with the amount, and never calls a callback', async () => {
    await open(intent({ Action: QR }))
    expect(byTestId('callback')?.getAttribute('data-status')).toBe('Pending')
    expect(byTestId('callback-status')?.textContent).toBe('等待支付渠道确认')
    expect(byTestId('callback-amount')?.textContent).toBe('¥1,280')
    expect(Number(byTestId('callback-qr')?.getAttribute('data-size'))).toBeGreaterThan(20)
    expect(byTestId('callback-qr')?.getAttribute('aria-label')).toContain('¥1,280')
    expect(document.body.textContent).toContain('请使用微信扫一扫支付')
    // Nothing on the page says the payment ended.
    expect(byTestId('callback-pay')).toBeNull()
    expect(byTestId('callback-fail')).toBeNull()
    expect(byTestId('callback-continue')).toBeNull()

    const asked = queries()
    await flush(POLL_MS + 200)
    expect(queries()).toBeGreaterThan(asked)
    // The channel confirms (the server ends the intent): the next poll shows it, and polling stops.
    state.intent = intent({ Status: 'Succeeded', StatusName: '支付成功', OrderStatus: 'Paid' })
    await flush(POLL_MS + 200)
    expect(byTestId('callback')?.getAttribute('data-status')).toBe('Succeeded')
    expect(byTestId('callback-status')?.textContent).toBe('支付成功')
    expect(byTestId('callback-not-charged')).toBeNull()
    const settled = queries()
    await flush(POLL_MS + 200)
    expect(queries()).toBe(settled)
    expect(new Set(paths())).toEqual(new Set(['Pay/query']))
  }, 20_000)

  it('"check again" asks the server at once; "continue paying" carries the action out again', async () => {
    await open(intent({ Action: REDIRECT }))
    const asked = queries()
    await act(async () => byTestId('callback-check')!.click())
    await flush()
    expect(queries()).toBe(asked + 1)
    await act(async () => byTestId('callback-continue')!.click())
    await flush()
    expect(mockCarryOut).toHaveBeenCalledWith(REDIRECT)
    expect(paths()).not.toContain('Pay/callback')
  })

  it('"cancel this payment" asks the server to cancel it; what it held is back', async () => {
    await open(intent({ Action: REDIRECT, Wallet: 20000, Amount: 108000 }))
    await act(async () => byTestId('callback-cancel')!.click())
    await flush()
    expect(state.calls.find((c) => c.path === 'Pay/cancel')?.body).toEqual({ IntentNo: 'PI001' })
    expect(byTestId('callback')?.getAttribute('data-status')).toBe('Cancelled')
    expect(byTestId('callback-not-charged')).not.toBeNull()
    expect(byTestId('callback-held-back')?.textContent).toBe('已使用的钱包、旅行豆和优惠券已退回。')
    expect(paths()).not.toContain('Pay/callback')
  })

  it('paid, it goes back to the cashier behind it, or, opened by the channel’s page, to the order’s details', async () => {
    await open(intent({ Status: 'Succeeded', StatusName: '支付成功' }))
    mockDepth.current = 2
    await act(async () => byTestId('callback-done')!.click())
    await flush()
    expect(mockNav.back).toHaveBeenCalled()

    mockDepth.current = 1
    await act(async () => byTestId('callback-done')!.click())
    await flush()
    expect(state.calls.find((c) => c.path === 'order/getOrderList')?.body).toMatchObject({ Keyword: 'F001' })
    expect(mockNav.replace).toHaveBeenCalledWith(orderDetailsRoute('Flight'), { orderNo: 'F001' })
  })

  it('a paid recharge goes on to the wallet', async () => {
    await open(intent({ Purpose: 'Recharge', OrderNo: '', Status: 'Succeeded', StatusName: '支付成功' }))
    await act(async () => byTestId('callback-done')!.click())
    await flush()
    expect(mockNav.replace).toHaveBeenCalledWith('walletCenter')
  })
})
