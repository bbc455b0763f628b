// The wallet's recharge pays at the channel as the cashier does: the channels offered here (never
// UnionPay; in the mini-program WeChat Pay only), the scene and login code with the request and no
// Simulate, the answer's action carried out, then the payment result page.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { PayAction, PayScene } from '@api/money'
import { http, rootStore } from '@/stores'
import { useTestLanguage } from './i18n'
import { byTestId, flush } from './form-helpers'

const mockCarryOut = jest.fn(async (_a: PayAction): Promise<string> => 'Done')
const mockScene = jest.fn((_c: string): PayScene => 'H5')
const mockLoginCode = jest.fn(async (): Promise<string | undefined> => undefined)
const mockChannels = jest.fn(() => ['WeChatPay', 'Alipay'])
jest.mock('@/platform/pay', () => ({
  ...jest.requireActual('@/platform/pay'),
  carryOut: (a: PayAction) => mockCarryOut(a),
  payScene: (c: string) => mockScene(c),
  payLoginCode: () => mockLoginCode(),
  payChannels: () => mockChannels(),
}))
const mockGo = jest.fn(async (..._a: unknown[]) => undefined)
jest.mock('@/core/navigate', () => ({ ...jest.requireActual('@/core/navigate'), go: (...a: unknown[]) => mockGo(...a) }))

// eslint-disable-next-line import-x/first
import Recharge from '@/features/money/recharge'

const REQUEST: PayAction = {
  Kind: 'RequestPayment',
  Params: { timeStamp: '1764400000', nonceStr: 'n0nce', package: 'prepay_id=wx29000000002', signType: 'RSA', paySign: 'c2lnbmVk' },
}
const calls: { path: string; body: Record<string, unknown> }[] = []

describe('the wallet recharge', () => {
  let mounted: TestUtils | null = null
  beforeEach(() => {
    calls.length = 0
    jest.spyOn(http, 'call').mockImplementation((async (path: string, body: Record<string, unknown>) => {
      calls.push({ path, body })
      if (path === 'pay_wallet/getWalletInfo')
        return {
          Balance: 0,
          CanRecharge: true,
          CanWithdraw: false,
          PayWithWallet: true,
          PayWithBeans: true,
          PayWithVouchers: true,
          Channels: ['WeChatPay', 'Alipay', 'UnionPay'],
        }
      if (path === 'pay_wallet/recharge')
        return { IntentNo: 'PI009', Purpose: 'Recharge', OrderNo: '', Channel: body.Channel, Amount: body.Amount, Status: 'Pending', Action: REQUEST }
      throw new Error(`unexpected call ${path}`)
    }) as never)
  })
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.restoreAllMocks()
    jest.clearAllMocks()
    rootStore.ui.hideToast()
  })

  async function recharge() {
    useTestLanguage('zh-CN')
    mounted = new TestUtils()
    await mounted.mount(() => <Recharge />, {})
    await flush()
    await flush()
    await act(async () => byTestId('recharge-100')!.click())
    await act(async () => byTestId('recharge-submit')!.click())
    await flush()
    return calls.find((c) => c.path === 'pay_wallet/recharge')?.body
  }

  it('in the mini-program: WeChat Pay only, JSAPI with the login code, the payment sheet, then the result page', async () => {
    mockChannels.mockReturnValue(['WeChatPay'])
    mockScene.mockReturnValue('JSAPI')
    mockLoginCode.mockResolvedValue('wx-code-3')
    const body = await recharge()
    expect(document.body.textContent).not.toContain('支付宝')
    expect(document.body.textContent).not.toContain('银联')
    expect(body).toMatchObject({ Amount: 10000, Channel: 'WeChatPay', Scene: 'JSAPI', LoginCode: 'wx-code-3' })
    expect(body).not.toHaveProperty('Simulate')
    expect(mockCarryOut).toHaveBeenCalledWith(REQUEST)
    expect(mockGo).toHaveBeenCalledWith('payCallback', { intentNo: 'PI009' })
  })

  it('in a browser: WeChat Pay and Alipay, the scene without a login code; a closed sheet stays here', async () => {
    mockChannels.mockReturnValue(['WeChatPay', 'Alipay'])
    mockScene.mockReturnValue('H5')
    mockLoginCode.mockResolvedValue(undefined)
    mockCarryOut.mockResolvedValueOnce('Cancelled')
    const body = await recharge()
    expect(document.body.textContent).toContain('支付宝')
    expect(document.body.textContent).not.toContain('银联')
    expect(body).toMatchObject({ Channel: 'WeChatPay', Scene: 'H5' })
    expect(body).not.toHaveProperty('LoginCode')
    expect(body).not.toHaveProperty('Simulate')
    expect(mockGo).not.toHaveBeenCalled()
    expect(rootStore.ui.toastState?.text).toBe('你已关闭微信支付，未付款')
    // Tried again: another recharge (a new request id), paid at the channel this time.
    await act(async () => byTestId('recharge-submit')!.click())
    await flush()
    const [first, again] = calls.filter((c) => c.path === 'pay_wallet/recharge').map((c) => c.body.ClientRequestId)
    expect(again).toBeTruthy()
    expect(again).not.toBe(first)
    expect(mockGo).toHaveBeenCalledWith('payCallback', { intentNo: 'PI009' })
  })
})
