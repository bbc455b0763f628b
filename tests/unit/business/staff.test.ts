// Company staff rules (docs/administration.md, "Staff"): names, mobile by country code, required
// company fields, the first password, what is sent, and the department tree's order and levels.
import {
  checkStaffDraft,
  departmentTree,
  emptyStaffDraft,
  firstStaffError,
  personName,
  staffRequest,
  checkImportFileName,
  type StaffDraft,
  type StaffRules,
} from '@/domain/staff'

const RULES: StaffRules = { employee: true, adding: true, requiredEmployeeNo: false, requiredDepartment: false, requiredCostCenter: false, today: '2026-11-26' }
const draft = (d: Partial<StaffDraft>): StaffDraft => ({ ...emptyStaffDraft(), ChName: '王芳', Mobile: '13800000001', ...d })
const keys = (d: Partial<StaffDraft>, r: Partial<StaffRules> = {}) =>
  Object.fromEntries(Object.entries(checkStaffDraft(draft(d), { ...RULES, ...r })).map(([k, c]) => [k, c && !c.ok ? c.key : '']))

describe('checkStaffDraft', () => {
  it.each<[string, Partial<StaffDraft>, Partial<StaffRules>, Record<string, string>]>([
    ['a Chinese name and a mainland mobile', {}, {}, {}],
    ['an English name alone', { ChName: '', LastName: 'Smith', FirstName: 'John Paul' }, {}, {}],
    ['no name at all', { ChName: '' }, {}, { ChName: 'validation:name.required' }],
    ['one Chinese character', { ChName: '王' }, {}, { ChName: 'validation:name.chineseFormat' }],
    ['an English surname without given names', { ChName: '', LastName: 'SMITH' }, {}, { FirstName: 'validation:name.givenNameRequired' }],
    ['digits in the English name', { ChName: '', LastName: 'SM1TH', FirstName: 'JOHN' }, {}, { LastName: 'validation:name.englishOnly' }],
    ['an employee without a mobile', { Mobile: '' }, {}, { Mobile: 'validation:phone.required' }],
    ['a non-employee without a mobile', { Mobile: '' }, { employee: false }, {}],
    ['a short mainland mobile', { Mobile: '1380000' }, {}, { Mobile: 'validation:phone.mainlandFormat' }],
    ['a Hong Kong number by its code', { MobileCountryCode: '852', Mobile: '61234567' }, {}, {}],
    ['letters in a foreign number', { MobileCountryCode: '44', Mobile: '7700abc' }, {}, { Mobile: 'validation:phone.format' }],
    ['a bad e-mail', { Email: 'a@b' }, {}, { Email: 'validation:email.format' }],
    ['a wrong ID card check digit', { IdNo: '110101199003070000' }, {}, { IdNo: 'validation:idCard.format' }],
    ['a valid ID card', { IdNo: '11010519491231002X' }, {}, {}],
    ['a passport number is not checked as an ID card', { IdType: 'Passport', IdNo: 'E12345678' }, {}, {}],
    [
      'the company requires the number, department and cost centre',
      {},
      { requiredEmployeeNo: true, requiredDepartment: true, requiredCostCenter: true },
      {
        EmployeeNo: 'validation:staff.numberRequired',
        DepartmentId: 'validation:staff.departmentRequired',
        CostCenterId: 'validation:staff.costCenterRequired',
      },
    ],
    ['a non-employee has no number', {}, { employee: false, requiredEmployeeNo: true }, {}],
    ['a first password of letters and digits', { Password: 'Welcome2026' }, {}, {}],
    ['a first password without digits', { Password: 'Welcomeee' }, {}, { Password: 'validation:password.letterAndDigit' }],
    ['no password when editing is never checked', { Password: 'x' }, { adding: false }, {}],
  ])('%s', (_, d, r, expected) => {
    expect(keys(d, r)).toEqual(expected)
  })

  it('names the first field in form order', () => {
    expect(firstStaffError(checkStaffDraft(draft({ ChName: '', Email: 'x', Mobile: '' }), RULES))).toBe('ChName')
    expect(firstStaffError({})).toBeNull()
  })
})

describe('staffRequest', () => {
  it('adds with trimmed text, capital English names, blanks left out', () => {
    expect(
      staffRequest(draft({ ChName: ' 王芳 ', LastName: 'wang', FirstName: 'fang', Email: ' ', Password: 'Welcome2026', RankId: 3 }), {
        employee: true,
        adding: true,
      }),
    ).toEqual({
      ChName: '王芳',
      LastName: 'WANG',
      FirstName: 'FANG',
      MobileCountryCode: '86',
      Mobile: '13800000001',
      IdType: 'IDCard',
      DepartmentId: null,
      CostCenterId: null,
      RankId: 3,
      SuperiorId: null,
      Password: 'Welcome2026',
    })
  })
  it('edits with blanks cleared and the roles replaced, never a password', () => {
    const req = staffRequest(draft({ Email: '', RoleIds: [1, 2], Password: 'Welcome2026' }), { employee: true, adding: false })
    expect(req).toMatchObject({ Email: null, IdNo: null, EmployeeNo: null, RoleIds: [1, 2] })
    expect(req).not.toHaveProperty('Password')
  })
  it('sends a non-employee no number, rank, superior or roles', () => {
    expect(Object.keys(staffRequest(draft({ RankId: 2, RoleIds: [1] }), { employee: false, adding: true })).sort()).toEqual([
      'ChName',
      'CostCenterId',
      'DepartmentId',
      'FirstName',
      'IdType',
      'LastName',
      'Mobile',
      'MobileCountryCode',
    ])
  })
})

describe('departmentTree', () => {
  it('orders parents before children with their levels', () => {
    const list = [
      { Id: 3, ParentId: 2, Name: 'Mobile' },
      { Id: 1, ParentId: null, Name: 'Company' },
      { Id: 2, ParentId: 1, Name: 'R&D' },
      { Id: 4, ParentId: 1, Name: 'HR' },
      { Id: 5, ParentId: 99, Name: 'Orphan' },
    ]
    expect(departmentTree(list).map((d) => `${d.level}:${d.Name}`)).toEqual(['0:Company', '1:R&D', '2:Mobile', '1:HR', '0:Orphan'])
  })
  it('still lists departments caught in a loop', () => {
    expect(
      departmentTree([
        { Id: 1, ParentId: 2, Name: 'A' },
        { Id: 2, ParentId: 1, Name: 'B' },
      ])
        .map((d) => d.Name)
        .sort(),
    ).toEqual(['A', 'B'])
  })
})

describe('names and files', () => {
  it.each([
    [{ ChName: '张伟', LastName: 'ZHANG', FirstName: 'WEI' }, '张伟'],
    [{ ChName: '', LastName: 'SMITH', FirstName: 'JOHN' }, 'SMITH/JOHN'],
  ])('%o shows as %s', (p, name) => expect(personName(p)).toBe(name))
  it.each([
    ['staff.csv', true],
    ['Staff.XLSX', true],
    ['staff.xls', false],
    ['staff.txt', false],
  ])('%s may be imported: %s', (name, ok) => expect(checkImportFileName(name).ok).toBe(ok))
})
