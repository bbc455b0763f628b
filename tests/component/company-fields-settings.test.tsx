// Company fields show, require and name exactly what the company's settings say for the
// product's section, and nothing else.
import { useState } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import CompanyFields, { companyFieldRules, type CompanyFieldsSource } from '@/components/company-fields'
import { checkCompanyFields, emptyCompanyFields, type CompanyFieldValues } from '@/domain/booking'
import { rootStore } from '@/stores'
import { useTestLanguage } from './i18n'
import { byTestId, flush, settle, tap } from './form-helpers'

const source: CompanyFieldsSource = {
  catalog: async (key) =>
    key === 'CostCenter' ? [{ Id: 7, Code: 'RD', Name: 'R&D centre', ParentId: null }] : [{ Id: 1, Code: 'X', Name: `${key} one`, ParentId: null }],
  purposes: async () => ({
    PurposeType: 1,
    Items: [
      { Id: 3, Name: 'Client visit' },
      { Id: 4, Name: 'Training' },
    ],
  }),
  upload: async () => {
    throw new Error('not in this test')
  },
}

const slot = (IsDisplay: boolean, IsRequired: boolean, Name = '', Type: 'text' | 'select' = 'text', Options: string[] = []) => ({
  IsDisplay,
  IsRequired,
  Name,
  Type,
  Options,
})

function settings(overrides: {
  cost: [boolean, boolean]
  dept: [boolean, boolean]
  auth: [boolean, boolean]
  purpose: [boolean, boolean, number]
  upload: [boolean, boolean]
}) {
  return {
    CommonSettings: {
      BusinessUnitName: 'Division',
      IsDisplayCostCenter: overrides.cost[0],
      IsRequiredCostCenter: overrides.cost[1],
      IsDisplayDepartment: overrides.dept[0],
      IsRequiredDepartment: overrides.dept[1],
      IsDisplayBusinessUnit: true,
      IsRequiredBusinessUnit: false,
      IsDisplayBookMessage: false,
    },
    FlightSettings: {
      NormalSettings: {
        AuthorizationCodeSettings: {
          IsDisplayAuthorizationCode: overrides.auth[0],
          IsRequiredAuthorizationCode: overrides.auth[1],
          IsCheckAuthorizationCode: false,
          AuthorizationCodeName: 'Project code',
        },
        CustomItemSettings: { CustomItemName: '', IsDisplayCustomItem: false, IsRequiredCustomItem: false },
        PurposeSettings: { IsDisplayPurpose: overrides.purpose[0], IsRequiredPurpose: overrides.purpose[1], PurposeType: overrides.purpose[2] },
        UploadAttachFileSettings: { IsDisplayUploadAttachFile: overrides.upload[0], IsRequiredUploadAttachFile: overrides.upload[1], Name: 'Approval memo' },
        ExtendFieldSettings: {
          ExtendField1: slot(true, false, 'Project no.'),
          ExtendField2: slot(true, true, 'Trip type', 'select', ['Client', 'Training']),
          ExtendField3: slot(false, true, 'Hidden one'),
          ExtendField4: slot(false, false),
          ExtendField5: slot(false, false),
        },
      },
    },
  }
}

function Harness({ showAll }: { showAll: boolean }) {
  const [value, setValue] = useState<CompanyFieldValues>(emptyCompanyFields())
  const issues = checkCompanyFields(value, companyFieldRules(rootStore.settings, 'FlightSettings'))
  return <CompanyFields section="FlightSettings" source={source} value={value} onChange={setValue} issues={issues} showAll={showAll} />
}

const row = (key: string) => byTestId(`cf-${key}`)
const required = (key: string) => !!row(key)?.querySelector('.form-row__star')

describe('company fields', () => {
  let mounted: TestUtils | null = null
  async function mount(raw: ReturnType<typeof settings>, showAll = false) {
    useTestLanguage('en')
    rootStore.settings.set(raw)
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <Harness showAll={showAll} />, {})
    await settle()
    await flush()
  }
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  it('shows only displayed fields, marks the required ones, and uses the company names', async () => {
    await mount(settings({ cost: [true, true], dept: [false, true], auth: [true, true], purpose: [true, false, 1], upload: [true, false] }))
    expect(row('CostCenter')).not.toBeNull()
    expect(required('CostCenter')).toBe(true)
    // Hidden and 'required': never shown, never blocking.
    expect(row('Department')).toBeNull()
    expect(row('BusinessUnit')?.textContent).toContain('Division')
    expect(required('BusinessUnit')).toBe(false)
    expect(row('CustomItem')).toBeNull()
    expect(row('AuthorizationCode')?.textContent).toContain('Project code')
    expect(required('AuthorizationCode')).toBe(true)
    expect(row('Purpose')?.textContent).toContain('Client visit')
    expect(required('Purpose')).toBe(false)
    expect(row('UploadAttachFile')?.textContent).toContain('Approval memo')
    expect(row('ExtendField1')?.textContent).toContain('Project no.')
    expect(required('ExtendField2')).toBe(true)
    expect(row('ExtendField3')).toBeNull()
    expect(row('BookMessage')).toBeNull()
  })

  it('follows other settings: nothing required, no purpose, no upload', async () => {
    await mount(settings({ cost: [true, false], dept: [true, false], auth: [false, false], purpose: [false, true, 0], upload: [false, true] }))
    expect(required('CostCenter')).toBe(false)
    expect(row('Department')).not.toBeNull()
    expect(row('AuthorizationCode')).toBeNull()
    expect(row('Purpose')).toBeNull()
    expect(row('UploadAttachFile')).toBeNull()
  })

  it('names what is missing after a submit attempt, and a choice clears it', async () => {
    await mount(settings({ cost: [true, true], dept: [false, false], auth: [true, true], purpose: [true, true, 1], upload: [true, true] }), true)
    expect(row('CostCenter')?.textContent).toContain('Please choose Cost Centre')
    expect(row('AuthorizationCode')?.textContent).toContain('Please enter Project code')
    expect(row('Purpose')?.textContent).toContain('Please choose Trip Purpose')
    expect(row('UploadAttachFile')?.textContent).toContain('Please upload Approval memo')
    expect(row('ExtendField2')?.textContent).toContain('Please choose Trip type')
    await tap(row('Purpose')!.querySelector('[role="radio"]'))
    expect(row('Purpose')?.textContent).not.toContain('Please choose')
    await tap(row('CostCenter'))
    await flush(250)
    await tap(document.querySelector('[role="option"]'))
    expect(row('CostCenter')?.textContent).toContain('R&D centre')
    expect(row('CostCenter')?.textContent).not.toContain('Please choose')
  })
})

describe('company fields named in Chinese, read in English and Japanese', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  function chinese() {
    const raw = settings({ cost: [true, true], dept: [false, false], auth: [true, false], purpose: [false, false, 0], upload: [true, false] })
    raw.CommonSettings.BusinessUnitName = '事业部'
    raw.FlightSettings.NormalSettings.AuthorizationCodeSettings.AuthorizationCodeName = '授权码'
    raw.FlightSettings.NormalSettings.UploadAttachFileSettings.Name = '附件'
    raw.FlightSettings.NormalSettings.ExtendFieldSettings.ExtendField1 = {
      ...slot(true, false, '项目编号'),
      Names: { en: 'Project No.', ja: 'プロジェクト番号' },
    } as ReturnType<typeof slot>
    raw.FlightSettings.NormalSettings.ExtendFieldSettings.ExtendField2 = {
      ...slot(true, true, '出行类别', 'select', ['客户拜访', '其他']),
      Names: { en: 'Trip Type' },
      OptionNames: { en: ['Client visit', 'Other'] },
    } as ReturnType<typeof slot>
    return raw
  }
  async function mount(lang: 'en' | 'ja' | 'zh-CN') {
    useTestLanguage(lang)
    rootStore.settings.set(chinese())
    mounted = new TestUtils()
    await mounted.mount(() => <Harness showAll={false} />, {})
    await settle()
    await flush()
  }

  it('en: the app labels, the extend field names and choices in English', async () => {
    await mount('en')
    expect(row('BusinessUnit')?.textContent).toContain('Business Unit')
    expect(row('AuthorizationCode')?.textContent).toContain('Authorization Code')
    expect(row('UploadAttachFile')?.textContent).toContain('Attachments')
    expect(row('ExtendField1')?.textContent).toContain('Project No.')
    expect(row('ExtendField2')?.textContent).toContain('Trip Type')
    await tap(row('ExtendField2'))
    await flush(250)
    const options = Array.from(document.querySelectorAll('[role="option"]')).map((o) => o.textContent)
    expect(options).toEqual(['Client visit', 'Other'])
    await tap(document.querySelector('[role="option"]'))
    expect(row('ExtendField2')?.textContent).toContain('Client visit')
    for (const k of ['BusinessUnit', 'AuthorizationCode', 'UploadAttachFile', 'ExtendField1', 'ExtendField2'])
      expect(row(k)?.textContent).not.toMatch(/[\u3400-\u9fff]/)
  })

  it('ja: Japanese labels, English where the company gave no Japanese name', async () => {
    await mount('ja')
    expect(row('AuthorizationCode')?.textContent).toContain('承認コード')
    expect(row('UploadAttachFile')?.textContent).toContain('添付ファイル')
    expect(row('ExtendField1')?.textContent).toContain('プロジェクト番号')
    expect(row('ExtendField2')?.textContent).toContain('Trip Type')
  })

  it('zh-CN: the company names', async () => {
    await mount('zh-CN')
    expect(row('BusinessUnit')?.textContent).toContain('事业部')
    expect(row('AuthorizationCode')?.textContent).toContain('授权码')
    expect(row('ExtendField2')?.textContent).toContain('出行类别')
  })
})
