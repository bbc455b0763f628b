/**
 * The pay seam (src/platform/pay.*): where the payer pays (the scene the cashier sends) and how a
 * pay action is carried out. The mini-program half runs with a fake `Taro` (jest resolves
 * `platform/pay` to the h5 file, so the weapp file is imported by name).
 */
import type { PayAction } from '../../../types/api/money'

type Sheet = Record<string, unknown> & { success?: (r: unknown) => void; fail?: (r: unknown) => void }
/** How WeChat's sheet ends: its errMsg, answered through the callbacks as wx.requestPayment does (no promise). */
const mockSheet = { errMsg: 'requestPayment:ok' }
const mockRequestPayment = jest.fn((o: Sheet): void => {
  setTimeout(() => (mockSheet.errMsg.endsWith(':ok') ? o.success?.({ errMsg: mockSheet.errMsg }) : o.fail?.({ errMsg: mockSheet.errMsg })), 0)
})
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    login: async () => ({ code: 'wx-code-1' }),
    requestPayment: (o: Sheet) => mockRequestPayment(o),
  },
}))

// eslint-disable-next-line import-x/first
import * as h5 from '../../../src/platform/pay.h5'
// eslint-disable-next-line import-x/first
import * as weapp from '../../../src/platform/pay.weapp'

const PARAMS = { timeStamp: '1764400000', nonceStr: 'n0nce', package: 'prepay_id=wx29000000001', signType: 'RSA' as const, paySign: 'c2lnbmVk' }
const REQUEST: PayAction = { Kind: 'RequestPayment', Params: PARAMS }
const REDIRECT: PayAction = { Kind: 'Redirect', Url: 'https://pay.example.com/h5?prepay=1' }
const QR: PayAction = { Kind: 'QrCode', CodeUrl: 'weixin://wxpay/bizpayurl?pr=abc' }

/** A browser whose main pointer is `fine` (a mouse) or not, in a window `width` px wide. */
function browser(fine: boolean, width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.matchMedia = ((q: string) => ({ matches: fine && q.includes('pointer: fine'), media: q })) as unknown as typeof window.matchMedia
}

describe('pay seam in a browser', () => {
  it('a phone pays WeChat Pay on its H5 page and Alipay on its WAP page', () => {
    browser(false, 390)
    expect(h5.isDesktop()).toBe(false)
    expect(h5.payScene('WeChatPay')).toBe('H5')
    expect(h5.payScene('Alipay')).toBe('WAP')
  })

  it('a desktop (a fine, hovering pointer and a wide window) shows WeChat Pay’s QR code; Alipay stays WAP', () => {
    browser(true, 1280)
    expect(h5.isDesktop()).toBe(true)
    expect(h5.payScene('WeChatPay')).toBe('Native')
    expect(h5.payScene('Alipay')).toBe('WAP')
  })

  it('a narrow window with a mouse, or a wide touch screen, is a phone', () => {
    browser(true, h5.DESKTOP_MIN_WIDTH - 1)
    expect(h5.payScene('WeChatPay')).toBe('H5')
    browser(false, 1280)
    expect(h5.payScene('WeChatPay')).toBe('H5')
  })

  it('offers WeChat Pay and Alipay, with no login code', async () => {
    expect(h5.payChannels()).toEqual(['WeChatPay', 'Alipay'])
    await expect(h5.payLoginCode()).resolves.toBeUndefined()
  })

  it('a QR code is left to the result page, and a payment sheet cannot open in a browser', async () => {
    await expect(h5.carryOut(QR)).resolves.toBe('Done')
    await expect(h5.carryOut(REQUEST)).resolves.toBe('Failed')
  })
})

describe('pay seam in the mini-program', () => {
  beforeEach(() => {
    mockRequestPayment.mockClear()
    mockSheet.errMsg = 'requestPayment:ok'
  })

  it('always pays by JSAPI, WeChat Pay only, with the login code', async () => {
    expect(weapp.payScene('WeChatPay')).toBe('JSAPI')
    expect(weapp.payChannels()).toEqual(['WeChatPay'])
    await expect(weapp.payLoginCode()).resolves.toBe('wx-code-1')
  })

  it('opens the payment sheet with exactly the server’s parameters', async () => {
    await expect(weapp.carryOut(REQUEST)).resolves.toBe('Done')
    expect(mockRequestPayment).toHaveBeenCalledTimes(1)
    const { success, fail, ...sent } = mockRequestPayment.mock.calls[0][0]
    expect(sent).toEqual(PARAMS)
    expect(typeof success).toBe('function')
    expect(typeof fail).toBe('function')
  })

  it('tells a closed sheet apart from a failed one', async () => {
    mockSheet.errMsg = 'requestPayment:fail cancel'
    await expect(weapp.carryOut(REQUEST)).resolves.toBe('Cancelled')
    mockSheet.errMsg = 'requestPayment:fail (detail message)'
    await expect(weapp.carryOut(REQUEST)).resolves.toBe('Failed')
  })

  it('opens no channel page', async () => {
    await expect(weapp.carryOut(REDIRECT)).resolves.toBe('Failed')
    expect(mockRequestPayment).not.toHaveBeenCalled()
  })
})
