// The kit's cashier pays what the channel collects at the channel, and never says it paid: the
// request names where the payer pays (Scene; in the mini-program the login code) and sends no
// Simulate; the answer's action is carried out through the pay seam — WeChat's payment sheet, the
// channel's page, or a QR code on the payment result page — and only then the result page shows.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { PayAction, PayIntent, PayScene } from '@api/money'
import type { FlightPayStartReq, FlightPayStartRes } from '@api/order'
import { rootStore } from '@/stores'
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
const mockPendingPayment = jest.fn(async (_orderNo: string): Promise<PayIntent | null> => null)
jest.mock('@/components/cashier/sources', () => ({
  ...jest.requireActual('@/components/cashier/sources'),
  loadSources: jest.fn(async () => ({ wallet: null, beans: null, vouchers: [] })),
  intentOutcome: jest.fn(async () => 'Pending'),
  pendingPayment: (orderNo: string) => mockPendingPayment(orderNo),
}))
const mockGo = jest.fn(async (..._a: unknown[]) => undefined)
jest.mock('@/core/navigate', () => ({ ...jest.requireActual('@/core/navigate'), go: (...a: unknown[]) => mockGo(...a) }))

// eslint-disable-next-line import-x/first
import Cashier from '@/components/cashier'

const PARAMS = { timeStamp: '1764400000', nonceStr: 'n0nce', package: 'prepay_id=wx29000000001', signType: 'RSA' as const, paySign: 'c2lnbmVk' }
const ACTIONS: Record<PayAction['Kind'], PayAction> = {
  RequestPayment: { Kind: 'RequestPayment', Params: PARAMS },
  Redirect: { Kind: 'Redirect', Url: 'http://127.0.0.1:3100/wechatpay/h5/pay?prepay_id=1' },
  QrCode: { Kind: 'QrCode', CodeUrl: 'http://127.0.0.1:3100/wechatpay/native/pay?code=1' },
}

const intent = (action: PayAction): PayIntent => ({
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
  Action: action,
})

describe('Cashier paying at the channel', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.clearAllMocks()
    rootStore.ui.hideToast()
  })

  async function payWith(action: PayAction, channels = ['WeChatPay', 'Alipay', 'UnionPay']) {
    useTestLanguage('zh-CN')
    const pay = jest.fn(
      async (_r: FlightPayStartReq) => ({ OrderNo: 'F001', PaymentNo: '', Status: 'Placed', Intent: intent(action) }) as unknown as FlightPayStartRes,
    )
    mounted = new TestUtils()
    await mounted.mount(
      () => (
        <Cashier
          product="Flight"
          orderNo="F001"
          order={{ OrderNo: 'F001', StatusName: '待支付', PayInfo: { PayFor: 'F001', CompanyAmount: 0, PersonalAmount: 128000, Channels: channels as never } }}
          status="ready"
          load={jest.fn(async () => undefined)}
          pay={pay}
          summary={null}
          note=""
          onPaid={() => undefined}
          toOrder={() => undefined}
        />
      ),
      {},
    )
    await flush()
    await flush()
    await act(async () => byTestId('pay-submit')!.click())
    await flush()
    await flush()
    return pay
  }

  it('offers WeChat Pay and Alipay only (UnionPay is not a personal channel), and the mini-program WeChat Pay only', async () => {
    await payWith(ACTIONS.Redirect)
    expect(byTestId('pay-channel-WeChatPay')).not.toBeNull()
    expect(byTestId('pay-channel-Alipay')).not.toBeNull()
    expect(byTestId('pay-channel-UnionPay')).toBeNull()
    mounted?.unmout()
    mockChannels.mockReturnValue(['WeChatPay'])
    await payWith(ACTIONS.RequestPayment)
    expect(byTestId('pay-channel-Alipay')).toBeNull()
    mockChannels.mockReturnValue(['WeChatPay', 'Alipay'])
  })

  it('a phone sends the H5 scene and no Simulate, then leaves for the channel’s page', async () => {
    mockCarryOut.mockResolvedValueOnce('Leaving')
    const pay = await payWith(ACTIONS.Redirect)
    const req = pay.mock.calls[0][0]
    expect(req).toMatchObject({ OrderNo: 'F001', Channel: 'WeChatPay', PersonalAmount: 128000, Scene: 'H5' })
    expect(req).not.toHaveProperty('Simulate')
    expect(req).not.toHaveProperty('LoginCode')
    expect(mockScene).toHaveBeenCalledWith('WeChatPay')
    expect(mockCarryOut).toHaveBeenCalledWith(ACTIONS.Redirect)
    // The channel's page sends the payer back to the result page itself.
    expect(mockGo).not.toHaveBeenCalled()
  })

  it('the mini-program sends JSAPI with the login code, opens the payment sheet with the server’s parameters, then shows the result page', async () => {
    mockScene.mockReturnValueOnce('JSAPI')
    mockLoginCode.mockResolvedValueOnce('wx-code-7')
    const pay = await payWith(ACTIONS.RequestPayment)
    expect(pay.mock.calls[0][0]).toMatchObject({ Scene: 'JSAPI', LoginCode: 'wx-code-7' })
    expect(pay.mock.calls[0][0]).not.toHaveProperty('Simulate')
    expect(mockCarryOut).toHaveBeenCalledWith({ Kind: 'RequestPayment', Params: PARAMS })
    expect(mockGo).toHaveBeenCalledWith('payCallback', { intentNo: 'PI001' })
  })

  it('a desktop sends Native and shows the result page, which draws the QR code', async () => {
    mockScene.mockReturnValueOnce('Native')
    const pay = await payWith(ACTIONS.QrCode)
    expect(pay.mock.calls[0][0]).toMatchObject({ Scene: 'Native' })
    expect(mockCarryOut).toHaveBeenCalledWith(ACTIONS.QrCode)
    expect(mockGo).toHaveBeenCalledWith('payCallback', { intentNo: 'PI001' })
  })

  it('a closed payment sheet stays at the cashier, says so, and finds the payment under way', async () => {
    mockScene.mockReturnValueOnce('JSAPI')
    mockCarryOut.mockResolvedValueOnce('Cancelled')
    await payWith(ACTIONS.RequestPayment)
    expect(mockGo).not.toHaveBeenCalled()
    expect(rootStore.ui.toastState?.text).toBe('你已关闭微信支付，未付款')
    expect(mockPendingPayment).toHaveBeenCalledTimes(2)
    expect(byTestId('pay-failed')).toBeNull()
  })

  it('a sheet that fails says the payment was not completed', async () => {
    mockScene.mockReturnValueOnce('JSAPI')
    mockCarryOut.mockResolvedValueOnce('Failed')
    await payWith(ACTIONS.RequestPayment)
    expect(mockGo).not.toHaveBeenCalled()
    expect(byTestId('pay-failed')).not.toBeNull()
  })
})
