import {
  checkChineseName,
  checkChineseOnly,
  checkEnglishGivenName,
  checkEnglishName,
  checkEnglishOnly,
  checkEnglishSurname,
  checkName,
  isChineseName,
  isEnglishName,
  messages,
  normalizeChineseName,
  splitEnglishName,
} from '@/domain'

const err = (key: string) => ({ ok: false, severity: 'error', key })

describe('Chinese names', () => {
  it.each([
    '张三',
    '欧阳娜娜',
    '阿依古丽·买买提',
    '爱新觉罗·溥仪',
    '王𠇔', // supplementary-plane character (CJK Extension B)
    '陈䶮', // Extension A
    ' 李四 ',
  ])('accepts %p', (name) => {
    expect(isChineseName(name)).toBe(true)
    expect(checkChineseName(name)).toEqual({ ok: true })
    expect(checkName(name)).toEqual({ ok: true })
  })

  it.each([
    '张', // surname only
    '·张三',
    '张三·',
    '阿依古丽··买买提',
    '张 三',
    '张三a',
    '张3',
    'Zhang San',
    'キム',
    '김철수',
  ])('refuses %p', (name) => {
    expect(isChineseName(name)).toBe(false)
    expect(checkChineseName(name)).toEqual(err(messages.name.chineseFormat))
  })

  it.each([
    ['阿依古丽•买买提', '阿依古丽·买买提'],
    ['阿依古丽・买买提', '阿依古丽·买买提'],
    ['阿依古丽．买买提', '阿依古丽·买买提'],
    ['阿依古丽.买买提', '阿依古丽·买买提'],
    [' 张三 ', '张三'],
  ])('normalizeChineseName(%p)', (input, expected) => {
    expect(normalizeChineseName(input)).toBe(expected)
    expect(isChineseName(normalizeChineseName(input))).toBe(true)
  })
})

describe('English names', () => {
  it.each([
    ['ZHANG/SAN', 'ZHANG', 'SAN'],
    ['Zhang/San Feng', 'Zhang', 'San Feng'],
    ['OUYANG / NANA', 'OUYANG', 'NANA'],
    ['VAN DER BERG/ANNA MARIA', 'VAN DER BERG', 'ANNA MARIA'],
  ])('accepts %p', (name, surname, givenName) => {
    expect(splitEnglishName(name)).toEqual({ surname, givenName })
    expect(checkEnglishName(name)).toEqual({ ok: true })
    expect(checkName(name)).toEqual({ ok: true })
  })

  it.each(['ZHANG SAN', 'ZHANG/', '/SAN', 'ZHANG/SAN/FENG', "O'BRIEN/PAT", 'JEAN-LUC/PICARD', 'ZHANG3/SAN', '张/SAN'])('refuses %p', (name) => {
    expect(isEnglishName(name)).toBe(false)
    expect(checkEnglishName(name)).toEqual(err(messages.name.englishFormat))
  })

  it.each([
    [checkEnglishSurname, 'ZHANG', { ok: true }],
    [checkEnglishSurname, 'VAN DER BERG', { ok: true }],
    [checkEnglishSurname, '', err(messages.name.surnameRequired)],
    [checkEnglishSurname, '张', err(messages.name.englishOnly)],
    [checkEnglishGivenName, 'SAN FENG', { ok: true }],
    [checkEnglishGivenName, ' ', err(messages.name.givenNameRequired)],
    [checkEnglishGivenName, 'SAN1', err(messages.name.englishOnly)],
  ])('%p(%p)', (check, value, expected) => {
    expect(check(value)).toEqual(expected)
  })
})

describe('checkName (either form)', () => {
  it.each([
    ['', err(messages.name.required)],
    ['   ', err(messages.name.required)],
    [null, err(messages.name.required)],
    ['Zhang San', err(messages.name.format)], // English needs the slash
    ['张san', err(messages.name.format)],
  ])('%p', (name, expected) => {
    expect(checkName(name)).toEqual(expected)
  })
})

describe('Chinese-only / English-only fields', () => {
  it.each([
    [checkChineseOnly, '差旅', {}, { ok: true }],
    [checkChineseOnly, '', {}, { ok: true }],
    [checkChineseOnly, '', { required: true }, err(messages.name.required)],
    [checkChineseOnly, '差旅A', {}, err(messages.name.chineseOnly)],
    [checkEnglishOnly, 'Business Travel', {}, { ok: true }],
    [checkEnglishOnly, ' ', {}, { ok: true }],
    [checkEnglishOnly, null, { required: true }, err(messages.name.required)],
    [checkEnglishOnly, 'Travel 2', {}, err(messages.name.englishOnly)],
    [checkEnglishOnly, '差旅', {}, err(messages.name.englishOnly)],
  ])('%p(%p, %p)', (check, value, options, expected) => {
    expect(check(value, options)).toEqual(expected)
  })
})
