// /business/info's office-system sign-in: the secret is shown only when made, a new one is made
// only after the question (the old one stops working), the clock skew is refused outside 0–300
// before any call, and "Try it" shows the sandbox office system's link once the sign-in is on.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { OaSettings } from '@api/oa'
import { http } from '@/stores'
import { useTestLanguage } from './i18n'
import { byTestId, flush, settle, tap, type } from './form-helpers'

const mockAnswer: { current: boolean } = { current: true }
const mockAsked: string[] = []
jest.mock('@/components/use-confirm', () => ({
  useConfirm: () => async (ask: { content: string }) => {
    mockAsked.push(ask.content)
    return mockAnswer.current
  },
}))

// eslint-disable-next-line import-x/first
import OaSettingsSection from '@/features/organisation/info/oa-settings'

const SETTINGS: OaSettings = {
  Enabled: false,
  OaName: '',
  HasSecret: false,
  ClockSkewSeconds: 30,
  CompanyCode: 'HENGYUAN',
  CallbackUrl: 'https://travel.example/#/callback4Oa',
}
const calls: { path: string; body: unknown }[] = []
let stored: OaSettings
let secrets = 0

describe("the administrator's office-system sign-in", () => {
  let mounted: TestUtils | null = null
  beforeEach(() => {
    calls.length = 0
    mockAsked.length = 0
    stored = { ...SETTINGS }
    jest.spyOn(http, 'call').mockImplementation((async (path: string, body: unknown) => {
      calls.push({ path, body })
      if (path === 'oa/getSettings') return stored
      if (path === 'oa/rotateSecret') return { Secret: `${++secrets}`.padStart(64, 'f'), Settings: (stored = { ...stored, HasSecret: true }) }
      if (path === 'oa/saveSettings') return (stored = { ...stored, ...(body as object) })
      if (path === 'oa/tryLink') return { Url: 'https://travel.example/#/callback4Oa?company=HENGYUAN&sign=abc' }
      throw new Error(`unexpected call ${path}`)
    }) as never)
  })
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.restoreAllMocks()
  })

  async function open() {
    useTestLanguage('en')
    const utils = new TestUtils()
    mounted = utils
    await act(async () => {
      await utils.mount(() => <OaSettingsSection />, {})
    })
    await flush()
    await settle()
  }

  it('shows the secret once, and makes a new one only after asking', async () => {
    await open()
    expect(byTestId('oa-secret-state')?.textContent).toBe('None yet')
    expect(byTestId('oa-company-code')?.textContent).toBe('HENGYUAN')
    expect(byTestId('oa-callback-url')?.textContent).toBe('https://travel.example/#/callback4Oa')
    await tap(byTestId('oa-rotate'))
    expect(mockAsked).toEqual([])
    expect(byTestId('oa-secret-value')?.textContent).toMatch(/^f+1$/)
    expect(byTestId('oa-secret')?.textContent).toContain('it will not be shown again')
    // A second secret replaces the first: asked first; declined, nothing changes.
    mockAnswer.current = false
    await tap(byTestId('oa-rotate'))
    expect(mockAsked).toEqual(['Links signed with the current secret will stop working at once. Make a new secret?'])
    expect(calls.filter((c) => c.path === 'oa/rotateSecret')).toHaveLength(1)
    mockAnswer.current = true
  })

  it('refuses a clock skew outside 0–300 before any call, then saves and offers Try it', async () => {
    stored = { ...SETTINGS, Enabled: true, HasSecret: true, OaName: 'Portal' }
    await open()
    expect(byTestId('oa-secret-state')?.textContent).toBe('Stored (shown only when made)')
    await type('oa-skew', '301')
    await tap(byTestId('oa-save'))
    expect(calls.map((c) => c.path)).toEqual(['oa/getSettings'])
    await type('oa-skew', '60')
    await tap(byTestId('oa-save'))
    expect(calls.find((c) => c.path === 'oa/saveSettings')?.body).toEqual({ Enabled: true, OaName: 'Portal', ClockSkewSeconds: 60 })
    await tap(byTestId('oa-try-make'))
    expect(byTestId('oa-try-link')?.textContent).toBe('https://travel.example/#/callback4Oa?company=HENGYUAN&sign=abc')
  })
})
