// The four validation.json files against the key table in check.ts and against what the rules
// actually return: same keys everywhere, no blanks, same placeholders, and every key reachable.
import i18next from 'i18next'
import zhCN from '@/i18n/locales/zh-CN/validation.json'
import zhTW from '@/i18n/locales/zh-TW/validation.json'
import en from '@/i18n/locales/en/validation.json'
import ja from '@/i18n/locales/ja/validation.json'
import * as domain from '@/domain'
import { allMessageKeys, messages, type Failure, type SoftCheck, type Warning } from '@/domain'
import { checkStaffDraft, emptyStaffDraft } from '@/domain/staff'
import { checkMessengerUserId } from '@/domain/messenger'

type Json = { [key: string]: string | Json }
const LOCALES: Record<domain.Lang, Json> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja }

function flatten(tree: Json, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out[path] = v
    else Object.assign(out, flatten(v, path))
  }
  return out
}

const flat = Object.fromEntries(Object.entries(LOCALES).map(([lang, tree]) => [lang, flatten(tree)])) as Record<domain.Lang, Record<string, string>>
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const registryPaths = allMessageKeys()
  .map((k) => k.replace(/^validation:/, ''))
  .sort()

describe('validation.json files', () => {
  it('every registry key starts with the validation namespace', () => {
    for (const key of allMessageKeys()) expect(key).toMatch(/^validation:[A-Za-z0-9]+\.[A-Za-z0-9]+$/)
  })

  it.each(domain.LANGS)('%s has exactly the registry keys', (lang) => {
    expect(Object.keys(flat[lang]).sort()).toEqual(registryPaths)
  })

  it.each(domain.LANGS)('%s has no empty messages', (lang) => {
    for (const [key, text] of Object.entries(flat[lang])) expect([key, text.trim().length > 0]).toEqual([key, true])
  })

  it.each(registryPaths)('%s uses the same placeholders in every language', (path) => {
    const expected = placeholders(flat['zh-CN'][path])
    for (const lang of domain.LANGS) expect([lang, placeholders(flat[lang][path])]).toEqual([lang, expected])
  })

  it('Traditional Chinese is not a copy of Simplified where the scripts differ', () => {
    expect(flat['zh-TW']['idCard.required']).not.toBe(flat['zh-CN']['idCard.required'])
    expect(flat['zh-TW']['password.mismatch']).toBe('兩次輸入的密碼不一致')
  })
})

// One real call per message key, so the test proves the key is reachable and its params fit.
const TODAY = '2024-06-15'
const samples: Array<SoftCheck | Failure | Warning> = [
  domain.checkPhone(''),
  domain.checkPhone('123'),
  domain.checkPhone('12', '+44'),
  domain.checkEmail('', { required: true }),
  domain.checkEmail('x@'),
  domain.checkIdCard('', TODAY),
  domain.checkIdCard('123', TODAY),
  domain.checkIdCard('990105199001011230', TODAY),
  domain.checkIdCard('440304199001011234', TODAY),
  domain.checkIdentityMatchesIdCard('440304199001011233', { gender: 'female' }),
  domain.checkBirthDate('', TODAY),
  domain.checkBirthDate('2099-01-01', TODAY),
  domain.checkPassword(''),
  domain.checkEmergencyName(' '),
  domain.checkEmergencyName('x'.repeat(31)),
  domain.checkEmergencyPhone('13800000001', '86', { mobile: '13800000001', countryCode: '86' }),
  domain.checkAlarmNote('x'.repeat(201)),
  domain.checkNewPassword('', 'abc12345'),
  domain.checkPassword('a1'),
  domain.checkPassword('abc 12345'),
  domain.checkPassword('abcdefgh'),
  domain.checkNewPassword('abc12345', 'abc12345'),
  domain.checkPasswordConfirmation('abc12345', ''),
  domain.checkPasswordConfirmation('abc12345', 'abc1234'),
  domain.checkTrainAccountPassword(''),
  domain.checkTrainAccountPassword('a1'),
  domain.checkTrainSmsCode(''),
  domain.checkTrainSmsCode('1'),
  domain.checkSmsCode(''),
  domain.checkSmsCode('1'),
  domain.checkCodeFetched(false),
  domain.checkHexColor('red'),
  domain.checkAtLeast('2010-01-01', TODAY, 18),
  domain.checkPassengerSet([{ name: '张三', birthDate: '' }], TODAY),
  domain.checkPassengerSet([{ name: '张三', birthDate: '2024-06-10' }], TODAY),
  domain.checkPassengerSet([{ name: '张三', birthDate: '2020-01-01' }], TODAY),
  domain.checkPassengerSet([{ name: '张三', birthDate: '2020-01-01' }], TODAY, { adultsOnly: true }),
  domain.checkName(''),
  domain.checkName('x'),
  domain.checkChineseName('张'),
  domain.checkChineseOnly('a'),
  domain.checkEnglishOnly('张'),
  domain.checkEnglishName('ZHANG'),
  domain.checkEnglishSurname(''),
  domain.checkEnglishGivenName(''),
  domain.checkAttachments(Array.from({ length: 11 }, () => ({ name: 'a.pdf', size: 1 }))),
  domain.checkAttachment({ name: 'a.pdf', size: 0 }),
  domain.checkAttachment({ name: 'a.zip', size: 1 }),
  domain.checkAttachment({ name: 'a.pdf', size: domain.MAX_ATTACHMENT_BYTES }),
  domain.checkReason('', { required: true, kind: 'outOfPolicy' }),
  domain.checkReason('', { required: true, kind: 'notLowest' }),
  domain.checkReason('x'.repeat(51), { required: true }),
  domain.checkNamedDraft({ Name: ' ', NameEn: '', Code: 'a b' }).Name!,
  domain.checkNamedDraft({ Name: 'x', NameEn: '', Code: 'a b' }).Code!,
  domain.checkRoleDraft({ Code: '', NameZh: 'x' }, true).Code!,
  domain.checkMove(
    [
      { Id: 1, ParentId: null, Name: 'a' },
      { Id: 2, ParentId: 1, Name: 'b' },
    ],
    1,
    2,
  ),
  domain.checkCompanyName(''),
  domain.checkCompanyName('恒'),
  domain.checkContactPhone('call me'),
  domain.checkFeedback(''),
  domain.checkFeedback('short'),
  domain.checkMessage(''),
  domain.checkAgreement(false),
  domain.checkCardNumber(''),
  domain.checkCardNumber('4111111111111112'),
  domain.checkCardExpiry('', TODAY),
  domain.checkCardExpiry('1399', TODAY),
  domain.checkCardExpiry('0124', TODAY),
  domain.checkDateRange('', ''),
  domain.checkDateRange('2024-02-01', '2024-01-01'),
  domain.checkDateRange('2023-01-01', '2024-06-01'),
  domain.checkTripLegs([{ from: '', to: 'SHA', date: TODAY }]),
  domain.checkTripLegs([{ from: 'BJS', to: '', date: TODAY }]),
  domain.checkTripLegs([{ from: 'BJS', to: 'SHA', date: '' }]),
  domain.checkTripLegs([{ from: 'BJS', to: 'BJS', date: TODAY }]),
  domain.checkTripLegs([
    { from: 'BJS', to: 'SHA', date: TODAY },
    { from: 'SHA', to: 'CAN', date: '2024-06-14' },
  ]),
  domain.checkTripLegs([{ from: 'BJS', to: 'SHA', date: '2024-06-14' }], { today: TODAY }),
  domain.checkDocumentValidity('', TODAY),
  domain.checkDocumentValidity('2024-06-01', TODAY),
  domain.checkDocumentValidity('2024-07-01', TODAY),
  domain.checkUniqueContactPhones([{ phone: '13800138000' }, { phone: '13800138000' }]),
  domain.checkUniqueGuestIds([
    { name: '张三', idNumber: '1' },
    { name: '李四', idNumber: '1' },
  ]),
  domain.checkOneCardPerAirline([{ airlineCode: 'CA' }, { airlineCode: 'CA' }]),
  domain.checkOneCardPerHotelGroup([{ hotelGroupCode: 'IHG' }, { hotelGroupCode: 'IHG' }]),
  domain.checkRooms([]),
  domain.checkRooms([{ guests: [] }]),
  domain.checkRooms([{ guests: [{ name: '张三' }] }]),
  domain.checkRooms([{ guests: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], mainGuestIndex: 0 }]),
  domain.checkRooms([{ guests: [{ name: 'a' }], mainGuestIndex: 0, childAges: [1, 2, 3] }]),
  domain.checkRooms([{ guests: [{ name: 'a' }], mainGuestIndex: 0, childAges: [null] }]),
  domain.checkTaxId(''),
  domain.checkTaxId('9131'),
  domain.checkTaxId('9131000OMA1FL0000N'),
  domain.checkTaxId('91A10000MA1FL0000N'),
  domain.checkTaxId('91310000MA1FL0000M'),
  ...Object.values(
    domain.checkHeaderDraft({ Kind: 'Personal', Title: '', TaxId: '', Address: '', Phone: '', BankName: '', BankAccount: '', Email: '', IsDefault: false }),
  ),
  domain.checkInvoicePhone('abc!!'),
  domain.checkInvoicePhone('123-45'),
  domain.checkBankAccount('-12,ab'),
  domain.checkBankAccount('1234567'),
  ...Object.values(
    domain.checkAddressDraft({ Name: '', MobileCountryCode: '86', Mobile: '13800138000', Region: '', Detail: '', Postcode: '1', IsDefault: false }),
  ),
  ...Object.values(domain.checkApplyDraft({ HeaderId: null, Medium: 'Electronic', Email: '', AddressId: null })),
  ...Object.values(domain.checkApplyDraft({ HeaderId: 1, Medium: 'Paper', Email: '', AddressId: null })),
  domain.checkWhole('', 1, 9, true),
  domain.checkWhole('1.5', 1, 9),
  domain.checkWhole('10', 1, 9),
  domain.checkYuan('12.345'),
  domain.checkYuan('100001'),
  domain.checkHours('8.25', 0.5, 24),
  ...Object.values(domain.checkRankDraft({ Name: '', NameEn: 'x'.repeat(81), Level: '1' })),
  ...Object.values(domain.checkReasonDraft({ Code: '', Texts: { 'zh-CN': '', 'zh-TW': '', en: '', ja: '' }, Sort: '' })),
  domain.checkReasonDraft({ Code: 'a b', Texts: { 'zh-CN': '原因', 'zh-TW': '', en: '', ja: '' }, Sort: '' }).Code!,
  // A rank's car standard: hours as 'HH:mm-HH:mm', cities as codes.
  domain.checkGenericDraft('Car', { Windows: '25:00-06:00', Cities: 'SHA' }).Windows!,
  domain.checkGenericDraft('Car', { Windows: '21:00-06:00', Cities: 'SHA, 北京' }).Cities!,
  // The company's money: a rate and a prepayment top-up.
  domain.checkRate(''),
  domain.checkRate('7.1234567'),
  domain.checkRate('99999999'),
  domain.checkTopUp('0.5'),
  // Company staff: the employee number, department and cost centre the company requires.
  ...Object.values(
    checkStaffDraft(
      { ...emptyStaffDraft(), ChName: '张伟', Mobile: '13800000000' },
      { employee: true, adding: true, requiredEmployeeNo: true, requiredDepartment: true, requiredCostCenter: true, today: TODAY },
    ),
  ).filter((c) => c !== undefined),
  // An enterprise-messenger account id typed on the binding page.
  checkMessengerUserId(' '),
  checkMessengerUserId('a'.repeat(65)),
  checkMessengerUserId('zhang wei'),
]
const found = samples.filter((c): c is Failure | Warning => 'key' in c)

describe('messages the rules return', () => {
  it('every sample call produced a message', () => {
    expect(found).toHaveLength(samples.length)
  })

  it('every key in the registry is returned by some rule, and nothing else is', () => {
    expect([...new Set(found.map((c) => c.key))].sort()).toEqual(allMessageKeys().sort())
  })

  it.each(found.map((c) => [c.key, c] as const))('%s gets exactly the params its messages use', (key, check) => {
    const path = key.replace(/^validation:/, '')
    expect(Object.keys(check.params ?? {}).sort()).toEqual(placeholders(flat.en[path]))
  })

  it('messages.x.y is the namespaced key', () => {
    expect(messages.idCard.length).toBe('validation:idCard.length')
    expect(messages.document.expiresSoon).toBe('validation:document.expiresSoon')
  })
})

describe('rendered through i18next', () => {
  const i18n = i18next.createInstance()
  beforeAll(async () => {
    await i18n.init({
      lng: 'zh-CN',
      fallbackLng: false,
      resources: Object.fromEntries(Object.entries(LOCALES).map(([lang, validation]) => [lang, { validation }])),
      ns: ['validation'],
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    })
  })

  it.each(domain.LANGS)('%s renders every returned message without leftovers', (lang) => {
    const t = i18n.getFixedT(lang)
    for (const check of found) {
      const text = t(check.key, { ...check.params })
      expect(text).not.toBe(check.key)
      expect(text).not.toContain('{{')
      expect(text.trim()).not.toBe('')
    }
  })

  it.each([
    ['zh-CN', messages.idCard.identityMismatch, undefined, '出生日期或性别与身份证不一致'],
    ['zh-CN', messages.password.mismatch, undefined, '两次输入的密码不一致'],
    ['en', messages.attachment.tooLarge, { name: 'scan.pdf', maxMb: 8 }, '“scan.pdf” must be smaller than 8 MB.'],
    ['ja', messages.passenger.tooYoung, { name: '山田', days: 14 }, '山田様は生後14日未満のため予約できません'],
    ['zh-TW', messages.tripLeg.sameCity, { leg: 2 }, '第2程出發城市和抵達城市不能相同'],
  ] as const)('%s %s', (lang, key, params, expected) => {
    expect(i18n.getFixedT(lang)(key, params)).toBe(expected)
  })
})
