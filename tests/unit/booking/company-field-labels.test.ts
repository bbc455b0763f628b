// The company renames fixed fields in Chinese (事业部, 项目, 授权码, 附件): Chinese screens show its
// names, English and Japanese ones the app's translated labels; extend fields keep the company's name.
import i18n from '@/i18n'
import '@/i18n/ns/booking'
import { extendName, extendOption, fieldLabel, localExtendField } from '@/components/company-fields/rules'

const NAMES: Record<string, string> = { BusinessUnit: '事业部', CustomItem: '项目', AuthorizationCode: '授权码', UploadAttachFile: '附件', CostCenter: '' }
const reader = {
  field: (_s: unknown, k: string) => ({ display: true, required: false, name: NAMES[k] ?? '' }),
  extendFields: () => [{ slot: 'ExtendField1', IsDisplay: true, IsRequired: false, Name: '项目编号', Type: 'text', Options: [] }],
  section: () => ({}),
} as unknown as Parameters<typeof fieldLabel>[0]
const t = (k: string) => i18n.t(k)

describe('company field labels', () => {
  it.each([
    [
      'en',
      {
        BusinessUnit: 'Business Unit',
        CustomItem: 'Custom Item',
        AuthorizationCode: 'Authorization Code',
        UploadAttachFile: 'Attachments',
        CostCenter: 'Cost Centre',
      },
    ],
    [
      'ja',
      { BusinessUnit: '事業部', CustomItem: 'カスタム項目', AuthorizationCode: '承認コード', UploadAttachFile: '添付ファイル', CostCenter: 'コストセンター' },
    ],
    ['zh-CN', { BusinessUnit: '事业部', CustomItem: '项目', AuthorizationCode: '授权码', UploadAttachFile: '附件', CostCenter: '成本中心' }],
  ] as const)('%s', async (lang, want) => {
    await i18n.changeLanguage(lang)
    for (const [k, v] of Object.entries(want)) expect([k, fieldLabel(reader, 'FlightSettings', k, t)]).toEqual([k, v])
  })
  it('follows the language passed', async () => {
    await i18n.changeLanguage('en')
    expect(fieldLabel(reader, 'FlightSettings', 'AuthorizationCode', t, 'zh-TW')).toBe('授权码')
  })
})

describe('a company name without Chinese characters', () => {
  it('is shown in every language', async () => {
    const latin = { ...reader, field: () => ({ display: true, required: false, name: 'Division' }) } as unknown as Parameters<typeof fieldLabel>[0]
    for (const lang of ['en', 'ja', 'zh-CN'] as const) {
      await i18n.changeLanguage(lang)
      expect(fieldLabel(latin, 'FlightSettings', 'BusinessUnit', t)).toBe('Division')
    }
  })
})

describe('extend fields in the reader language', () => {
  const slot = {
    slot: 'ExtendField2',
    IsDisplay: true,
    IsRequired: true,
    Name: '出行类别',
    Names: { 'zh-TW': '出行類別', en: 'Trip Type' },
    Type: 'select',
    Options: ['客户拜访', '其他'],
    OptionNames: { 'zh-TW': ['客戶拜訪', '其他'], en: ['Client visit', 'Other'] },
  }
  const withSlot = { ...reader, extendFields: () => [slot] } as unknown as Parameters<typeof fieldLabel>[0]

  it('names and choices: the language own, English for Japanese without one, the company text otherwise', () => {
    expect(extendName(slot, 'en')).toBe('Trip Type')
    expect(extendName(slot, 'ja')).toBe('Trip Type')
    expect(extendName(slot, 'zh-TW')).toBe('出行類別')
    expect(extendName(slot, 'zh-CN')).toBe('出行类别')
    expect(extendName({ Name: '项目编号' }, 'en')).toBe('项目编号')
    expect(extendOption(slot, '客户拜访', 'en')).toBe('Client visit')
    expect(extendOption(slot, '客户拜访', 'ja')).toBe('Client visit')
    expect(extendOption(slot, '客户拜访', 'zh-CN')).toBe('客户拜访')
    expect(extendOption(slot, '别的', 'en')).toBe('别的')
  })

  it('the form label and what an order stored', async () => {
    await i18n.changeLanguage('en')
    expect(fieldLabel(withSlot, 'FlightSettings', 'ExtendField2', t)).toBe('Trip Type')
    expect(localExtendField(withSlot, '出行类别', '客户拜访', 'en')).toEqual({ name: 'Trip Type', value: 'Client visit' })
    expect(localExtendField(withSlot, '出行类别', '客户拜访', 'zh-CN')).toEqual({ name: '出行类别', value: '客户拜访' })
    expect(localExtendField(withSlot, '旧字段', '值', 'en')).toEqual({ name: '旧字段', value: '值' })
  })
})
