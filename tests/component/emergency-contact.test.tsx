// The emergency contact (/personal/emergencyContact): its country code is the '+86 ▾' picker every
// other phone form uses; the traveller's own bound phone is refused under the phone before any call,
// and a refusal of the server (the own phone arrived masked) is said there too; what was typed stays.
import TestUtils from '@tarojs/test-utils-react'
import { runInAction } from 'mobx'
import type { PersonalInfor } from '@api/session'
import { ErrorCode } from '@api/errors'
import { ApiError } from '@/core/errors'
import { rootStore } from '@/stores'
import { useTestLanguage } from './i18n'
import { byTestId, flush, inputIn, settle, tap, type } from './form-helpers'

const mockSaved: Record<string, unknown>[] = []
let mockRefuse: ApiError | null = null

jest.mock('@/features/personal/api', () => ({
  emergencyContact: jest.fn(async () => ({ Contact: null })),
  saveEmergencyContact: jest.fn(async (req: Record<string, unknown>) => {
    mockSaved.push(req)
    if (mockRefuse) throw mockRefuse
    return { Contact: req }
  }),
}))
jest.mock('@/components/passenger-form/country-codes', () => ({
  countryCodes: jest.fn(async () => [
    { CountryCode: '86', Iso: 'CN', Name: '中国大陆', NameCN: '中国大陆', NameTC: '中國大陸', NameEN: 'Chinese Mainland', NameJP: '中国本土' },
    { CountryCode: '852', Iso: 'HK', Name: '中国香港', NameCN: '中国香港', NameTC: '中國香港', NameEN: 'Hong Kong, China', NameJP: '香港' },
  ]),
}))
// The page's frame (route guard, title, hosts) is not what is tested here.
jest.mock('@/components/page', () => ({ __esModule: true, default: ({ children }: { children?: unknown }) => <div>{children as never}</div> }))

// eslint-disable-next-line import-x/first
import EmergencyContactPage from '@/features/personal/emergency/contact'

const errorOf = (row: string) => byTestId(row)?.querySelector('.form-row__error')?.textContent ?? null

function signInAs(mobile: string) {
  runInAction(() => {
    rootStore.session.signIn('test-token', 1)
    rootStore.session.personalInfor = { UserID: 3, UserName: 'employee01', ChName: '张伟', Mobile: mobile, MobileCountryCode: '86' } as unknown as PersonalInfor
  })
}

let mounted: TestUtils | null = null
afterEach(() => {
  mounted?.unmout()
  mounted = null
  mockSaved.length = 0
  mockRefuse = null
})

async function open(ownMobile: string) {
  useTestLanguage('zh-CN')
  signInAs(ownMobile)
  const utils = new TestUtils()
  mounted = utils
  await utils.mount(() => <EmergencyContactPage />, {})
  await flush()
  await settle()
  await type('contact-name', '林芳')
}

describe('emergency contact', () => {
  it("has the '+86 ▾' country-code picker, not a bare number field", async () => {
    await open('13800000001')
    const cc = byTestId('contact-cc')!
    expect(cc.classList.contains('country-picker')).toBe(true)
    expect(cc.textContent).toBe('+86')
    expect(cc.querySelector('input')).toBeNull()
    // The picker sits in the phone's row, as on every other phone form.
    expect(byTestId('contact-phone-row')!.contains(cc)).toBe(true)
  })

  it('refuses the own bound phone under the phone, before any call, and keeps what was typed', async () => {
    await open('13800000001')
    await type('contact-phone', '13800000001')
    await tap(byTestId('contact-save'))
    expect(mockSaved).toEqual([])
    expect(errorOf('contact-phone-row')).toBe('紧急联系人的手机号不能是您本人绑定的手机号，否则求助会发给您自己')
    expect(inputIn('contact-phone').value).toBe('13800000001')
    expect(inputIn('contact-name').value).toBe('林芳')
    await type('contact-phone', '13700000088')
    expect(errorOf('contact-phone-row')).toBeNull()
    await tap(byTestId('contact-save'))
    expect(mockSaved).toEqual([{ Name: '林芳', MobileCountryCode: '86', Mobile: '13700000088' }])
  })

  it("says the server's refusal under the phone when the own phone arrived masked", async () => {
    const message = '紧急联系人的手机号不能是您本人绑定的手机号，否则求助会发给您自己，请填写他人的手机号'
    mockRefuse = new ApiError('server', 'user/saveEmergencyContact', ErrorCode.ValidationFailed, message, true, {
      IsSuccess: false,
      ErrorCode: ErrorCode.ValidationFailed,
      ErrMsg: message,
      RedirectUrl: '',
      CurrencyInfo: null,
      ResultData: { Field: 'Mobile' },
    })
    await open('138****0001')
    await type('contact-phone', '13800000001')
    await tap(byTestId('contact-save'))
    await flush()
    expect(mockSaved).toHaveLength(1)
    expect(errorOf('contact-phone-row')).toBe(message)
    expect(inputIn('contact-phone').value).toBe('13800000001')
    await type('contact-phone', '13700000088')
    expect(errorOf('contact-phone-row')).toBeNull()
  })
})
