// /wechatShare: the official account's name, the kit's QR code of its follow link (named for screen
// readers), why and how to follow, the sandbox said as such; Continue goes back (home when opened
// afresh); an account not set up says so and still lets the person continue.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { WeChatOfficialAccount } from '@api/wechat-oauth'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap } from './form-helpers'

const mockAccount: { current: WeChatOfficialAccount } = { current: { Name: '', FollowUrl: '', Sandbox: false } }
jest.mock('@/features/personal/api', () => ({ officialAccount: jest.fn(async () => mockAccount.current) }))
const mockBack = jest.fn(async () => undefined)
jest.mock('@/core/navigate', () => ({ ...jest.requireActual('@/core/navigate'), back: () => mockBack() }))
jest.mock('@/components/page', () => ({ __esModule: true, default: ({ children }: { children?: unknown }) => <div>{children as never}</div> }))

// eslint-disable-next-line import-x/first
import WechatSharePage from '@/features/personal/wechat-share'

describe('/wechatShare', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    mockBack.mockClear()
  })

  async function open(account: WeChatOfficialAccount, lang: 'zh-CN' | 'en' = 'en') {
    useTestLanguage(lang)
    mockAccount.current = account
    const utils = new TestUtils()
    mounted = utils
    await act(async () => {
      await utils.mount(() => <WechatSharePage />, {})
    })
    await flush()
  }

  it('shows the account, its QR code and how to follow, then continues', async () => {
    await open({ Name: 'Business Travel', FollowUrl: 'https://weixin.qq.com/r/sandbox-business-travel', Sandbox: true })
    expect(byTestId('wechat-share-name')?.textContent).toBe('Business Travel')
    const qr = byTestId('wechat-share-qr')
    expect(Number(qr?.getAttribute('data-size'))).toBeGreaterThan(20)
    expect(qr?.getAttribute('aria-label')).toBe('QR code of the official account Business Travel')
    const words = byTestId('wechat-share-account')?.textContent ?? ''
    expect(words).toContain('Follow Business Travel on WeChat')
    expect(words).toContain('sandbox')
    await tap(byTestId('wechat-share-continue'))
    expect(mockBack).toHaveBeenCalled()
  })

  it('says when no account is set up, in the reader’s language', async () => {
    await open({ Name: '', FollowUrl: '', Sandbox: false }, 'zh-CN')
    expect(byTestId('wechat-share-unavailable')?.textContent).toBe('公众号尚未设置。')
    expect(byTestId('wechat-share-qr')).toBeNull()
    expect(byTestId('wechat-share-continue')).not.toBeNull()
  })
})
