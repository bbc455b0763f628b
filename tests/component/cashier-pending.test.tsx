// The kit's cashier shown again while a payment of the order is still under way at its channel
// (the browser's back from the channel's page, a reload): it says so and offers to continue that
// payment at the channel or to cancel it on the server and pay another way, instead of a pay button
// that answers 1008.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { PayAction, PayIntent } from '@api/money'
import { useTestLanguage } from './i18n'
import { byTestId, flush } from './form-helpers'

const mockIntent: PayIntent = {
  IntentNo: 'PI001',
  Purpose: 'Order',
  OrderNo: 'IF001',
  Channel: 'Alipay',
  Amount: 580000,
  Wallet: 0,
  Beans: 0,
  VoucherAmount: 0,
  Status: 'Pending',
  StatusName: '待支付',
  Action: { Kind: 'Redirect', Url: 'http://127.0.0.1:3100/alipay/gateway.do?method=alipay.trade.wap.pay' },
} as PayIntent

const mockCarryOut = jest.fn(async (_a: PayAction): Promise<string> => 'Leaving')
jest.mock('@/platform/pay', () => ({ ...jest.requireActual('@/platform/pay'), carryOut: (a: PayAction) => mockCarryOut(a) }))

const mockPendingPayment = jest.fn(async (_orderNo: string): Promise<PayIntent | null> => mockIntent)
const mockCancelPayment = jest.fn(async (_intentNo: string): Promise<PayIntent> => ({ ...mockIntent, Status: 'Cancelled' }) as PayIntent)
jest.mock('@/components/cashier/sources', () => ({
  ...jest.requireActual('@/components/cashier/sources'),
  loadSources: jest.fn(async () => ({ wallet: null, beans: null, vouchers: [] })),
  intentOutcome: jest.fn(async () => 'Pending'),
  pendingPayment: (orderNo: string) => mockPendingPayment(orderNo),
  cancelPayment: (intentNo: string) => mockCancelPayment(intentNo),
}))
const mockGo = jest.fn(async (..._a: unknown[]) => undefined)
jest.mock('@/core/navigate', () => ({ ...jest.requireActual('@/core/navigate'), go: (...a: unknown[]) => mockGo(...a) }))

// eslint-disable-next-line import-x/first
import Cashier from '@/components/cashier'

const ORDER = {
  OrderNo: 'IF001',
  StatusName: '待支付',
  PayInfo: { PayFor: 'IF001', CompanyAmount: 0, PersonalAmount: 580000, Channels: ['WeChatPay', 'Alipay', 'UnionPay'] as const },
}

describe('Cashier with a payment under way', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.clearAllMocks()
  })
  async function mount() {
    useTestLanguage('zh-CN')
    const load = jest.fn(async () => undefined)
    mounted = new TestUtils()
    await mounted.mount(
      () => (
        <Cashier
          product="IntlFlight"
          orderNo="IF001"
          order={{ ...ORDER, PayInfo: { ...ORDER.PayInfo, Channels: [...ORDER.PayInfo.Channels] } }}
          status="ready"
          load={load}
          pay={jest.fn()}
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
    return { load }
  }

  it('says a payment is in progress instead of offering to pay again', async () => {
    await mount()
    expect(mockPendingPayment).toHaveBeenCalledWith('IF001')
    expect(byTestId('pay-under-way')?.textContent).toContain('有一笔支付正在进行中')
    expect(byTestId('pay-under-way')?.textContent).toContain('支付宝')
    expect(byTestId('pay-submit')).toBeNull()
  })

  it('continue paying goes back to the channel with the same pending payment', async () => {
    await mount()
    await act(async () => byTestId('pay-continue')!.click())
    await flush()
    expect(mockCarryOut).toHaveBeenCalledWith(mockIntent.Action)
    // The channel's page sends the payer back to the result page itself.
    expect(mockGo).not.toHaveBeenCalled()
    expect(mockCancelPayment).not.toHaveBeenCalled()
  })

  it('a payment whose action is not known here continues on the payment result page', async () => {
    mockPendingPayment.mockResolvedValueOnce({ ...mockIntent, IntentNo: 'PI002', Action: undefined })
    await mount()
    await act(async () => byTestId('pay-continue')!.click())
    await flush()
    expect(mockCarryOut).not.toHaveBeenCalled()
    expect(mockGo).toHaveBeenCalledWith('payCallback', { intentNo: 'PI002' })
  })

  it('another method cancels the pending payment on the server, then offers paying anew', async () => {
    const { load } = await mount()
    await act(async () => byTestId('pay-another')!.click())
    await flush()
    await flush()
    expect(mockCancelPayment).toHaveBeenCalledWith('PI001')
    expect(load).toHaveBeenCalled()
    expect(byTestId('pay-under-way')).toBeNull()
    expect(byTestId('pay-submit')).not.toBeNull()
  })
})
