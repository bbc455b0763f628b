// The staff form (/business/staff): the server's refusal of a phone or an e-mail someone else
// already has is said under that field in the server's words, the form keeps everything typed,
// and the message goes once the field is changed.
import TestUtils from '@tarojs/test-utils-react'
import type { EmployeeInitData } from '@api/admin'
import { ErrorCode } from '@api/errors'
import { ApiError } from '@/core/errors'
import { useTestLanguage } from './i18n'
import { byTestId, flush, inputIn, settle, tap, type } from './form-helpers'

const mockSent: Record<string, unknown>[] = []
let mockAnswer: (req: Record<string, unknown>) => Promise<unknown> = async () => ({})

jest.mock('@/features/business/api', () => ({
  people: jest.fn(async () => ({ Items: [], Total: 0, PageIndex: 1, PageSize: 20 })),
  person: jest.fn(),
  savePerson: jest.fn((_kind: string, req: Record<string, unknown>) => {
    mockSent.push(req)
    return mockAnswer(req)
  }),
}))
jest.mock('@/components/passenger-form/country-codes', () => ({
  countryCodes: jest.fn(async () => [
    { CountryCode: '86', Iso: 'CN', Name: '中国大陆', NameCN: '中国大陆', NameTC: '中國大陸', NameEN: 'Chinese Mainland', NameJP: '中国本土' },
  ]),
}))

// eslint-disable-next-line import-x/first
import PersonSheet, { refusedField } from '@/features/business/components/person-sheet'

const INIT: EmployeeInitData = {
  Departments: [],
  CostCenters: [],
  BusinessUnits: [],
  Ranks: [],
  Roles: [],
  IsRequiredEmployeeNo: false,
  IsRequiredDepartment: false,
  IsRequiredCostCenter: false,
}

const refusal = (message: string, field: string) =>
  new ApiError('server', 'employee/addEmployee', ErrorCode.AlreadyExists, message, true, {
    IsSuccess: false,
    ErrorCode: ErrorCode.AlreadyExists,
    ErrMsg: message,
    RedirectUrl: '',
    CurrencyInfo: null,
    ResultData: { Field: field },
  })

const errorOf = (row: string) => byTestId(row)?.querySelector('.form-row__error')?.textContent ?? null

let mounted: TestUtils | null = null
afterEach(() => {
  mounted?.unmout()
  mounted = null
  mockSent.length = 0
})

async function open() {
  useTestLanguage('zh-CN')
  const utils = new TestUtils()
  mounted = utils
  await utils.mount(() => <PersonSheet kind="staff" init={INIT} personId={null} onSaved={() => undefined} onClose={() => undefined} />, {})
  await flush()
  await settle()
  await type('pf-ChName', '王小明')
  await type('pf-Mobile', '15000008001')
  await type('pf-Email', 'wei.zhang@hengyuan.example')
}

describe('PersonSheet: refusals of the server under their field', () => {
  it('says a taken e-mail under the e-mail, keeps what was typed, and clears it once the e-mail changes', async () => {
    const message = '邮箱wei.zhang@hengyuan.example已被其他人使用'
    mockAnswer = async () => {
      throw refusal(message, 'Email')
    }
    await open()
    await tap(byTestId('person-save'))
    await flush()
    expect(mockSent).toHaveLength(1)
    expect(errorOf('pf-Email')).toBe(message)
    expect(errorOf('pf-Mobile')).toBeNull()
    expect(inputIn('pf-ChName').value).toBe('王小明')
    expect(inputIn('pf-Mobile').value).toBe('15000008001')
    expect(inputIn('pf-Email').value).toBe('wei.zhang@hengyuan.example')
    await type('pf-Email', 'xiaoming.wang@hengyuan.example')
    expect(errorOf('pf-Email')).toBeNull()
  })

  it('says a taken phone under the phone', async () => {
    const message = '手机号15000008001已被其他人使用'
    mockAnswer = async () => {
      throw refusal(message, 'Mobile')
    }
    await open()
    await tap(byTestId('person-save'))
    await flush()
    expect(errorOf('pf-Mobile')).toBe(message)
    expect(errorOf('pf-Email')).toBeNull()
    expect(inputIn('pf-Mobile').value).toBe('15000008001')
    await type('pf-Mobile', '15000008002')
    expect(errorOf('pf-Mobile')).toBeNull()
  })

  it('reads the field only from a server refusal that names one of the form’s fields', () => {
    expect(refusedField(refusal('x', 'Email'))).toBe('Email')
    expect(refusedField(refusal('x', 'UserName'))).toBeNull()
    expect(refusedField(new Error('network'))).toBeNull()
  })
})
