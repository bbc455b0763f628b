import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { ApiError } from '@/core/errors'
import { rootStore } from '@/stores'
import * as api from '@/features/auth/api'
import LoginScreen from '@/pages/login/login-screen'
import { resetCountryCodeCache } from '@/features/auth/components/country-code'
import i18n from '@/i18n'
import { useTestLanguage } from './i18n'

jest.mock('@/features/auth/api', () => ({
  checkUserName: jest.fn(async () => null),
  completeSignIn: jest.fn(async () => ({ name: 'home', params: {} })),
  getPhoneVerifyCode: jest.fn(),
  getVerifyCode: jest.fn(),
  signInWithPhoneVerifyCode: jest.fn(),
  userLogin: jest.fn(),
  getMobileCountryCodes: jest.fn(async () => [
    { CountryCode: '86', Iso: 'CN', Name: '中国大陆', NameCN: '中国大陆', NameTC: '中國大陸', NameEN: 'Chinese Mainland', NameJP: '中国本土' },
    { CountryCode: '852', Iso: 'HK', Name: '中国香港', NameCN: '中国香港', NameTC: '中國香港', NameEN: 'Hong Kong, China', NameJP: '香港' },
  ]),
}))

const mocked = api as jest.Mocked<typeof api>
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement
const inputIn = (id: string) => {
  const el = byTestId(id)?.querySelector('input') as HTMLInputElement
  if (!el)
    throw new Error(
      `no input in ${id}: ${document.querySelectorAll(`[data-testid="${id}"]`).length} hosts, ${document.querySelectorAll('taro-input-core').length} inputs, mode ${byTestId('login-mode-sms')?.getAttribute('aria-selected')}`,
    )
  return el
}
const text = () => document.body.textContent ?? ''

/**
 * Taro's inputs are Stencil components that render their inner <input> on a later frame: let
 * real time pass until every input is there. The clock is faked only where a test needs it.
 */
async function settle() {
  const deadline = Date.now() + 10_000
  for (;;) {
    const hosts = Array.from(document.querySelectorAll('taro-input-core'))
    if (hosts.every((h) => h.querySelector('input'))) return
    if (Date.now() > deadline) throw new Error('Taro inputs did not render')
    await act(() => new Promise((r) => setTimeout(r, 10)))
  }
}

async function type(id: string, value: string) {
  await settle()
  await act(async () => {
    const el = inputIn(id)
    el.value = value
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function blur(id: string) {
  await settle()
  await act(async () => {
    inputIn(id).dispatchEvent(new Event('blur'))
  })
}

async function tap(el: Element) {
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  })
}

describe('login screen', () => {
  let mounted: TestUtils | null = null
  let fakeClock = false

  beforeEach(async () => {
    useTestLanguage('en')
    jest.clearAllMocks()
    rootStore.ui.hideToast()
    // Taro's mount waits on real timers: mount first, then take over the clock.
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <LoginScreen />, {})
    await settle()
  })

  afterEach(() => {
    rootStore.ui.hideToast()
    // Stencil schedules renders on timers and frames: flush what was queued under the fake
    // clock, or its render queue stays 'pending' for every later test.
    if (fakeClock) jest.runOnlyPendingTimers()
    fakeClock = false
    jest.useRealTimers()
    mounted?.unmout()
    mounted = null
  })

  it('refuses to sign in until the agreement is ticked, keeping what was typed', async () => {
    await type('login-username', 'employee01')
    await type('login-password', 'Travel2026')
    expect(byTestId('login-agree').getAttribute('aria-checked')).toBe('false')

    await tap(byTestId('login-submit'))
    expect(mocked.userLogin).not.toHaveBeenCalled()
    expect(rootStore.ui.toastState?.text).toBe('Please read and accept the User Agreement and Privacy Policy first.')
    expect(text()).toContain('Please read and accept the agreement.')
    expect(inputIn('login-username').value).toBe('employee01')
    expect(inputIn('login-password').value).toBe('Travel2026')

    await tap(byTestId('login-agree'))
    expect(byTestId('login-agree').getAttribute('aria-checked')).toBe('true')
    expect(text()).not.toContain('Please read and accept the agreement.')

    mocked.userLogin.mockResolvedValueOnce({ Token: 't0ken-value', LoginType: 1, ExpiresAt: '2030-01-01T00:00:00Z' })
    await tap(byTestId('login-submit'))
    expect(mocked.userLogin).toHaveBeenCalledWith({ UserName: 'employee01', Password: 'Travel2026' })
    expect(mocked.completeSignIn).toHaveBeenCalledWith({ Token: 't0ken-value', LoginType: 1, ExpiresAt: '2030-01-01T00:00:00Z' })
  })

  it('shows inline errors under the fields on blur and on submit, and clears them as they are fixed', async () => {
    await blur('login-username')
    expect(byTestId('login-username').textContent).toContain('Please enter your user name, mobile number or email.')
    await type('login-username', 'employee01')
    expect(byTestId('login-username').textContent).not.toContain('Please enter')

    await tap(byTestId('login-agree'))
    await tap(byTestId('login-submit'))
    expect(byTestId('login-password').textContent).toContain('Please enter a password.')
    expect(mocked.userLogin).not.toHaveBeenCalled()
    // Fields are checked before the agreement, so the box is not flagged.
    expect(rootStore.ui.toastState).toBeNull()
  })

  it('a tap on the country code before the list has come opens the sheet when it comes', async () => {
    resetCountryCodeCache()
    let answer: (list: Awaited<ReturnType<typeof api.getMobileCountryCodes>>) => void = () => undefined
    mocked.getMobileCountryCodes.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    await tap(byTestId('login-mode-sms'))
    await tap(byTestId('login-country'))
    expect(text()).not.toContain('Hong Kong, China  +852')

    await act(async () =>
      answer([{ CountryCode: '852', Iso: 'HK', Name: '中国香港', NameCN: '中国香港', NameTC: '中國香港', NameEN: 'Hong Kong, China', NameJP: '香港' }]),
    )
    expect(byTestId('login-country-dialog')).not.toBeNull()
    // The list slides in after the sheet.
    await act(() => new Promise((r) => setTimeout(r, 300)))
    expect(text()).toContain('Hong Kong, China  +852')
    expect(mocked.getMobileCountryCodes).toHaveBeenCalledTimes(1)
  })

  it('refuses a code typed before one was fetched, then counts down 60 s after sending', async () => {
    await tap(byTestId('login-mode-sms'))
    expect(byTestId('login-mode-sms').getAttribute('aria-selected')).toBe('true')

    await type('login-code', '1')
    expect(byTestId('login-code').textContent).toContain('Please get a verification code first.')
    // The refused digit is dropped by mounting a fresh input, whose inner <input> comes a frame later.
    await settle()
    expect(inputIn('login-code').value).toBe('')

    // A wrong phone number never reaches the server.
    await type('login-phone', '12345')
    await tap(byTestId('login-get-code'))
    expect(byTestId('login-phone').textContent).toContain('Please enter a valid 11-digit mobile number.')
    expect(mocked.getPhoneVerifyCode).not.toHaveBeenCalled()

    await type('login-phone', '13800000001')
    jest.useFakeTimers()
    fakeClock = true
    mocked.getPhoneVerifyCode.mockResolvedValueOnce({ MaskedTarget: '+86 138****0001', ExpiresInSeconds: 600 })
    await tap(byTestId('login-get-code'))
    expect(mocked.getPhoneVerifyCode).toHaveBeenCalledWith({ Mobile: '13800000001', MobileCountryCode: '86' })
    expect(byTestId('login-get-code').textContent).toBe('60s')
    expect(byTestId('login-get-code').getAttribute('aria-disabled')).toBe('true')
    expect(text()).toContain('Code sent to +86 138****0001')
    expect(byTestId('login-code').textContent).not.toContain('Please get a verification code first.')

    await act(async () => jest.advanceTimersByTime(1000))
    expect(byTestId('login-get-code').textContent).toBe('59s')
    // Tapping while waiting sends nothing.
    await tap(byTestId('login-get-code'))
    expect(mocked.getPhoneVerifyCode).toHaveBeenCalledTimes(1)

    await act(async () => {
      const el = inputIn('login-code')
      el.value = '654321'
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(inputIn('login-code').value).toBe('654321')

    await act(async () => jest.advanceTimersByTime(59_000))
    expect(byTestId('login-get-code').textContent).toBe('Resend')
    expect(byTestId('login-get-code').getAttribute('aria-disabled')).toBe('false')

    await tap(byTestId('login-agree'))
    mocked.signInWithPhoneVerifyCode.mockResolvedValueOnce({ Token: 'sms-token-1', LoginType: 1, ExpiresAt: '2030-01-01T00:00:00Z' })
    await tap(byTestId('login-submit'))
    expect(mocked.signInWithPhoneVerifyCode).toHaveBeenCalledWith({ Mobile: '13800000001', MobileCountryCode: '86', VerifyCode: '654321' })
    expect(mocked.completeSignIn).toHaveBeenCalledTimes(1)
  })

  it('asks for the image code when the server says so, keeping the user name', async () => {
    await type('login-username', 'employee01')
    await type('login-password', 'Wrong2026')
    await tap(byTestId('login-agree'))
    mocked.userLogin.mockRejectedValueOnce(
      new ApiError('server', 'Login/UserLogin/v2', 1002, 'Incorrect user name or password.', true, {
        IsSuccess: false,
        ErrorCode: 1002,
        ErrMsg: 'Incorrect user name or password.',
        RedirectUrl: '',
        CurrencyInfo: null,
        ResultData: { NeedVerifyCode: true },
      }),
    )
    mocked.getVerifyCode.mockResolvedValue({ VerifyCodeId: 'cap-1', VerifyCodeImage: 'data:image/svg+xml;base64,PHN2Zy8+', ExpiresInSeconds: 300 })
    await tap(byTestId('login-submit'))
    expect(mocked.getVerifyCode).toHaveBeenCalledWith('employee01')
    expect(byTestId('login-captcha')).not.toBeNull()
    expect(inputIn('login-username').value).toBe('employee01')
    expect(byTestId('login-submit').getAttribute('aria-busy')).toBe('false')

    // Now the image code is required and is sent along.
    await tap(byTestId('login-submit'))
    expect(byTestId('login-captcha').textContent).toContain('Please enter the image code.')
    await type('login-captcha', 'AB7K')
    await type('login-password', 'Travel2026')
    mocked.userLogin.mockResolvedValueOnce({ Token: 'cap-token', LoginType: 1, ExpiresAt: '2030-01-01T00:00:00Z' })
    await tap(byTestId('login-submit'))
    expect(mocked.userLogin).toHaveBeenLastCalledWith({ UserName: 'employee01', Password: 'Travel2026', VerifyCodeId: 'cap-1', VerifyCode: 'AB7K' })

    // Tapping the image fetches a fresh one.
    await tap(byTestId('login-captcha-image'))
    expect(mocked.getVerifyCode).toHaveBeenCalledTimes(2)
  })

  it('switches language from the chip without a reload', async () => {
    expect(byTestId('login-submit').textContent).toBe('Sign in')
    await tap(byTestId('login-language'))
    await act(() => new Promise((r) => setTimeout(r, 250)))
    const options = Array.from(document.querySelectorAll('[data-testid="login-language-dialog"] [role="option"]'))
    expect(options.map((o) => o.textContent)).toEqual(['简体中文', '繁體中文', 'English✓', '日本語', 'System'])
    await tap(options[0])
    expect(i18n.language).toBe('zh-CN')
    expect(byTestId('login-submit').textContent).toBe('登录')
    expect(byTestId('login-mode-password').textContent).toBe('账号密码登录')
  })
})
