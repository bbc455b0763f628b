// /callback4Oa (office-automation sign-in): while login/oaLogin signs in, the page names the company
// and its office system; signed in, it lands on the ticket's route (or home); a refusal stays on the
// page in the server's words with the way to the login; a link missing its signature calls nothing.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { ErrorCode } from '@api/errors'
import { ApiError } from '@/core/errors'
import { http } from '@/stores'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap } from './form-helpers'

const mockParams: { current: Record<string, string> } = { current: {} }
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return { __esModule: true, ...actual, useRouter: () => ({ params: mockParams.current, path: '/callback4Oa' }) }
})
const mockComplete = jest.fn(async (..._a: unknown[]) => ({ name: 'trip', params: {} }))
jest.mock('@/features/auth/api', () => ({ completeSignIn: (...a: unknown[]) => mockComplete(...a) }))
const mockRelaunch = jest.fn(async (..._a: unknown[]) => undefined)
jest.mock('@/core/navigate', () => ({ ...jest.requireActual('@/core/navigate'), relaunch: (...a: unknown[]) => mockRelaunch(...a) }))
jest.mock('@/components/page', () => ({ __esModule: true, default: ({ children }: { children?: unknown }) => <div>{children as never}</div> }))

// eslint-disable-next-line import-x/first
import OaCallbackPage from '@/pages/account/oa-callback'

const TICKET = { company: 'HENGYUAN', employee: 'HY0003', ts: '1795000000', nonce: 'nonce-0001', redirect: '%2Ftrip%2Flist', sign: 'ab'.repeat(32) }
const SESSION = { Token: 'token-0123456789', LoginType: 1, ExpiresAt: '2026-12-07T00:00:00Z', Redirect: '/trip/list' }
const calls: { path: string; body: unknown }[] = []

describe('/callback4Oa', () => {
  let mounted: TestUtils | null = null
  let answer: () => Promise<unknown>
  beforeEach(() => {
    calls.length = 0
    jest.spyOn(http, 'call').mockImplementation((async (path: string, body: unknown) => {
      calls.push({ path, body })
      if (path === 'oa/oaAuthDetail/v3') return { CompanyName: '恒远科技有限公司', OaName: '恒远门户', Enabled: true }
      if (path === 'login/oaLogin') return answer()
      throw new Error(`unexpected call ${path}`)
    }) as never)
  })
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.restoreAllMocks()
    mockComplete.mockClear()
    mockRelaunch.mockClear()
  })

  async function open(params: Record<string, string>) {
    useTestLanguage('zh-CN')
    mockParams.current = params
    const utils = new TestUtils()
    mounted = utils
    await act(async () => {
      await utils.mount(() => <OaCallbackPage />, {})
    })
    await flush()
  }

  it('names the company and the office system, sends the ticket as signed and lands on its route', async () => {
    let finish: (v: unknown) => void = () => undefined
    answer = () => new Promise((resolve) => (finish = resolve))
    await open(TICKET)
    expect(byTestId('oa-callback-status')?.textContent).toContain('正在从 恒远门户 登录 恒远科技有限公司')
    expect(calls.find((c) => c.path === 'login/oaLogin')?.body).toEqual({
      Company: 'HENGYUAN',
      Employee: 'HY0003',
      Timestamp: 1795000000,
      Nonce: 'nonce-0001',
      Redirect: '/trip/list',
      Sign: 'ab'.repeat(32),
    })
    await act(async () => finish(SESSION))
    await flush()
    expect(mockComplete).toHaveBeenCalledWith(SESSION, { to: '/trip/list' })
  })

  it('lands on home when the ticket names no route', async () => {
    answer = async () => ({ ...SESSION, Redirect: '' })
    await open({ ...TICKET, redirect: '' })
    expect(mockComplete).toHaveBeenCalledWith({ ...SESSION, Redirect: '' }, { to: 'home' })
  })

  it("keeps a refusal on the page in the server's words, with the way to the login", async () => {
    answer = async () => {
      throw new ApiError('server', 'login/oaLogin', ErrorCode.LinkExpired, '登录链接已过期，请从办公系统重新进入', true)
    }
    await open(TICKET)
    expect(byTestId('oa-callback-refused')?.textContent).toContain('登录链接已过期，请从办公系统重新进入')
    expect(mockComplete).not.toHaveBeenCalled()
    await tap(byTestId('oa-callback-login'))
    expect(mockRelaunch).toHaveBeenCalledWith('login')
  })

  it('says a link without its signature is incomplete, and calls nothing', async () => {
    await open({ ...TICKET, sign: '' })
    expect(byTestId('oa-callback-refused')?.textContent).toContain('办公系统的登录链接不完整')
    expect(calls).toEqual([])
  })
})
