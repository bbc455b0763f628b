/** The joining request's rules (src/domain/join.ts) and the QR code's runs (components/qr-code/runs.ts). */
import { checkJoinDraft, joinNames, type JoinDraft } from '@/domain/join'
import { qrModules, qrRuns, utf8 } from '@/components/qr-code/runs'

const draft = (p: Partial<JoinDraft>): JoinDraft => ({ Name: '孙悦', MobileCountryCode: '86', Mobile: '13912340000', Email: '', EmployeeNo: '', ...p })
const keys = (d: JoinDraft) => Object.fromEntries(Object.entries(checkJoinDraft(d)).map(([k, c]) => [k, c && !c.ok ? c.key : null]))

describe('checkJoinDraft', () => {
  it.each([
    ['a Chinese name and a mainland mobile', {}, {}],
    ['an English name as SURNAME/GIVEN NAMES', { Name: 'SUN/YUE' }, {}],
    ['no name', { Name: ' ' }, { Name: 'validation:name.required' }],
    ['a name in neither form', { Name: 'Sun Yue 1' }, { Name: 'validation:name.format' }],
    ['a mainland mobile of 10 digits', { Mobile: '1391234000' }, { Mobile: 'validation:phone.mainlandFormat' }],
    ['a Hong Kong mobile', { MobileCountryCode: '852', Mobile: '61234567' }, {}],
    ['a bad e-mail', { Email: 'sun@' }, { Email: 'validation:email.format' }],
  ])('%s', (_, patch, expected) => {
    expect(keys(draft(patch))).toEqual(expected)
  })
})

describe('joinNames', () => {
  it.each([
    ['孙悦', { ChName: '孙悦' }],
    [' sun/yue ', { LastName: 'SUN', FirstName: 'YUE' }],
    ['ZHANG/SAN FENG', { LastName: 'ZHANG', FirstName: 'SAN FENG' }],
  ])('%s', (name, expected) => {
    expect(joinNames(name)).toEqual(expected)
  })
})

describe('utf8', () => {
  it.each([
    ['ascii', 'abc', [97, 98, 99]],
    ['Chinese', '差旅', [0xe5, 0xb7, 0xae, 0xe6, 0x97, 0x85]],
    ['a percent sign stays itself', '%', [37]],
  ])('%s', (_, text, bytes) => {
    expect(Array.from(utf8(text))).toEqual(bytes)
  })
})

describe('qrRuns', () => {
  it('covers exactly the dark modules of the code, row by row', () => {
    const text = 'https://travel.example.com/#/joinCompany?token=abcdefghijklmnopqrstuvwxyz012345'
    const modules = qrModules(text)
    const { size, rows } = qrRuns(text)
    expect(size).toBe(modules.size)
    expect(size).toBeGreaterThanOrEqual(21)
    for (let r = 0; r < size; r++) {
      const dark = new Set(rows[r].flatMap(([c, n]) => Array.from({ length: n }, (_, i) => c + i)))
      for (let c = 0; c < size; c++) expect([r, c, dark.has(c)]).toEqual([r, c, modules.get(r, c) === 1])
    }
  })
})
