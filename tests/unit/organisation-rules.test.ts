// The organisation screens' rules (src/domain/organisation.ts): where a department may move or
// merge, the tree's visible rows, a department's path, and the forms' checks.
import {
  branchOf,
  canMoveUnder,
  checkCompanyHeaderDraft,
  checkCompanyName,
  checkContactPhone,
  checkMove,
  checkNamedDraft,
  checkRoleDraft,
  departmentPath,
  flagOf,
  mergeTargets,
  moveTargets,
  switchOn,
  toggleSwitch,
  treeRows,
  withFlags,
} from '@/domain/organisation'

// root(1) ─ rd(2) ─ plt(3)
//         │       └ mob(4) ─ app(7)
//         ├ mkt(5)
//         └ fin(6)
const TREE = [
  { Id: 1, ParentId: null, Name: '恒远', Sort: 0 },
  { Id: 2, ParentId: 1, Name: '研发中心', Sort: 1 },
  { Id: 3, ParentId: 2, Name: '平台部', Sort: 1 },
  { Id: 4, ParentId: 2, Name: '移动部', Sort: 2 },
  { Id: 5, ParentId: 1, Name: '市场部', Sort: 2 },
  { Id: 6, ParentId: 1, Name: '财务部', Sort: 3 },
  { Id: 7, ParentId: 4, Name: 'App 组', Sort: 1 },
]

describe('moving a department', () => {
  it.each([
    ['under a department of another branch', 4, 5, true],
    ['under its grandparent (up one level)', 7, 2, true],
    ['under the root', 3, 1, true],
    ['under its present parent (no change, but allowed)', 4, 2, true],
    ['under itself', 4, 4, false],
    ['under its own child', 2, 4, false],
    ['under its own grandchild', 2, 7, false],
    ['the root anywhere', 1, 5, false],
    ['an unknown department', 99, 5, false],
    ['under an unknown department', 4, 99, false],
  ])('%s', (_what, id, parent, ok) => {
    expect(canMoveUnder(TREE, id, parent)).toBe(ok)
  })

  it('offers every department outside its branch except its present parent', () => {
    expect(moveTargets(TREE, 2).map((n) => n.Id)).toEqual([5, 6])
    expect(moveTargets(TREE, 4).map((n) => n.Id)).toEqual([1, 3, 5, 6])
    expect(moveTargets(TREE, 1)).toEqual([])
  })

  it('names the refusal of a move into its own branch', () => {
    expect(checkMove(TREE, 2, 7)).toMatchObject({ ok: false, key: 'validation:organisation.moveIntoOwnBranch' })
    expect(checkMove(TREE, 2, 2).ok).toBe(false)
    expect(checkMove(TREE, 2, 5).ok).toBe(true)
  })

  it('merges only into departments outside its branch; the root merges nowhere', () => {
    expect(mergeTargets(TREE, 2).map((n) => n.Id)).toEqual([1, 5, 6])
    expect(mergeTargets(TREE, 1)).toEqual([])
    expect([...branchOf(TREE, 2)].sort()).toEqual([2, 3, 4, 7])
    expect([...branchOf(TREE, 99)]).toEqual([])
  })
})

describe('the tree', () => {
  it('shows the root and what is expanded, depth first, by Sort', () => {
    const rows = (open: number[]) => treeRows(TREE, new Set(open)).map((r) => `${'-'.repeat(r.depth)}${r.node.Id}${r.hasChildren ? '+' : ''}`)
    expect(rows([])).toEqual(['1+'])
    expect(rows([1])).toEqual(['1+', '-2+', '-5', '-6'])
    expect(rows([1, 2, 4])).toEqual(['1+', '-2+', '--3', '--4+', '---7', '-5', '-6'])
    // A collapsed parent hides its expanded children.
    expect(rows([2, 4])).toEqual(['1+'])
  })

  it('keeps a department whose parent is not in the list, as a root', () => {
    expect(treeRows([{ Id: 9, ParentId: 42, Name: 'x' }], new Set()).map((r) => r.node.Id)).toEqual([9])
  })

  it('reads a department as its path from the root, and follows a move', () => {
    expect(departmentPath(TREE, 7)).toEqual(['恒远', '研发中心', '移动部', 'App 组'])
    const moved = TREE.map((n) => (n.Id === 4 ? { ...n, ParentId: 5 } : n))
    expect(departmentPath(moved, 7)).toEqual(['恒远', '市场部', '移动部', 'App 组'])
    expect(departmentPath(TREE, null)).toEqual([])
    expect(departmentPath(TREE, 99)).toEqual([])
  })
})

describe('the forms', () => {
  it.each([
    [{ Name: '研发', NameEn: '', Code: '' }, {}],
    [{ Name: '研发', NameEn: 'R&D', Code: 'CC-RD_1.2' }, {}],
    [{ Name: '  ', NameEn: '', Code: '' }, { Name: 'validation:organisation.nameRequired' }],
    [{ Name: '研发', NameEn: '', Code: 'CC RD' }, { Code: 'validation:organisation.codeFormat' }],
    [{ Name: '研发', NameEn: '', Code: '成本' }, { Code: 'validation:organisation.codeFormat' }],
    [{ Name: '研发', NameEn: '', Code: 'x'.repeat(31) }, { Code: 'validation:organisation.codeFormat' }],
  ])('a catalog entry %j', (draft, expected) => {
    const got = Object.fromEntries(Object.entries(checkNamedDraft(draft)).map(([k, c]) => [k, c && !c.ok ? c.key : '']))
    expect(got).toEqual(expected)
  })

  it.each([
    [{ Code: 'travel-off', NameZh: '差旅关闭' }, true, {}],
    [{ Code: '', NameZh: '差旅关闭' }, true, { Code: 'validation:organisation.codeRequired' }],
    [{ Code: 'a b', NameZh: '' }, true, { Code: 'validation:organisation.codeFormat', NameZh: 'validation:organisation.nameRequired' }],
    [{ Code: '', NameZh: '员工' }, false, {}],
  ])('a role %j (new: %s)', (draft, isNew, expected) => {
    const got = Object.fromEntries(Object.entries(checkRoleDraft(draft, isNew)).map(([k, c]) => [k, c && !c.ok ? c.key : '']))
    expect(got).toEqual(expected)
  })

  it.each([
    ['恒远科技', true],
    ['AB', true],
    ['恒', false],
    ['  ', false],
  ])('company name %j', (name, ok) => {
    expect(checkCompanyName(name).ok).toBe(ok)
  })

  it.each([
    ['', true],
    ['021-50800000', true],
    ['13900000001', true],
    ['+86 (21) 5080 0000', true],
    ['12-3', false],
    ['call me', false],
    ['1'.repeat(21), false],
  ])('contact phone %j', (phone, ok) => {
    expect(checkContactPhone(phone).ok).toBe(ok)
  })

  it.each([
    [{ Title: '恒远科技有限公司', TaxNo: '91350100M000100Y43' }, {}],
    [{ Title: '恒远科技有限公司', TaxNo: '91350100m000100y43' }, {}],
    [{ Title: '', TaxNo: '91350100M000100Y43' }, { Title: 'validation:invoice.titleRequired' }],
    [{ Title: '恒远', TaxNo: '91350100M000100Y44' }, { TaxNo: 'validation:invoice.taxIdCheck' }],
    [{ Title: '恒远', TaxNo: '9135' }, { TaxNo: 'validation:invoice.taxIdLength' }],
    [{ Title: '恒远', TaxNo: '' }, { TaxNo: 'validation:invoice.taxIdRequired' }],
  ])("a company invoice header %j, with the personal headers' tax ID rules", (draft, expected) => {
    const got = Object.fromEntries(Object.entries(checkCompanyHeaderDraft(draft)).map(([k, c]) => [k, c && !c.ok ? c.key : '']))
    expect(got).toEqual(expected)
  })
})

describe("a role's power switches", () => {
  const group = {
    key: 'manage',
    enable: ['ManagePermission.Enable', 'ManagePermission.CompanyInfo.Enable'],
    switches: [
      { key: 'org', flags: ['ManagePermission.CompanyInfo.Organization'] },
      { key: 'cost', flags: ['ManagePermission.CompanyInfo.CostCenter'] },
    ],
  }
  const staff = { key: 'staff', enable: ['ManagePermission.Enable'], switches: [{ key: 'roles', flags: ['ManagePermission.EmployeeInfo.RoleManage'] }] }
  const GROUPS = [group, staff]
  const flight = { key: 'flight', flags: ['BusinessPermission.Flight.Search', 'BusinessPermission.Flight.Book'] }

  it('reads a flag by its dotted key; a missing one is denied', () => {
    const p = { BusinessPermission: { Flight: { Search: true, Book: false } } }
    expect(flagOf(p, 'BusinessPermission.Flight.Search')).toBe(true)
    expect(flagOf(p, 'BusinessPermission.Flight.Book')).toBe(false)
    expect(flagOf(p, 'BusinessPermission.Hotel.Book')).toBe(false)
    expect(flagOf(null, 'X.Y')).toBe(false)
  })

  it('sets the flags together, making missing objects, leaving the rest and the original alone', () => {
    const p = { BusinessPermission: { Flight: { Search: true, Book: true }, Hotel: { Search: true } }, BookingScope: { Flight: { Kind: 'Self' } } }
    const off = withFlags(p, flight.flags, false)
    expect(off).toEqual({ BusinessPermission: { Flight: { Search: false, Book: false }, Hotel: { Search: true } }, BookingScope: { Flight: { Kind: 'Self' } } })
    expect(p.BusinessPermission.Flight.Book).toBe(true)
    expect(withFlags({}, ['A.B.C'], true)).toEqual({ A: { B: { C: true } } })
    expect(switchOn(p, flight)).toBe(true)
    expect(switchOn({ BusinessPermission: { Flight: { Search: true } } }, flight)).toBe(false)
  })

  it('turns the group on with its first switch and off with its last', () => {
    const one = toggleSwitch({}, GROUPS, group.switches[0], true)
    expect(flagOf(one, 'ManagePermission.Enable')).toBe(true)
    expect(flagOf(one, 'ManagePermission.CompanyInfo.Enable')).toBe(true)
    const two = toggleSwitch(one, GROUPS, group.switches[1], true)
    const back = toggleSwitch(two, GROUPS, group.switches[0], false)
    expect(flagOf(back, 'ManagePermission.Enable')).toBe(true)
    const none = toggleSwitch(back, GROUPS, group.switches[1], false)
    expect(flagOf(none, 'ManagePermission.Enable')).toBe(false)
    expect(flagOf(none, 'ManagePermission.CompanyInfo.CostCenter')).toBe(false)
    // An enabling flag two groups share stays on while either group has a switch on.
    const both = toggleSwitch(toggleSwitch({}, GROUPS, staff.switches[0], true), GROUPS, group.switches[0], true)
    const staffOnly = toggleSwitch(both, GROUPS, group.switches[0], false)
    expect(flagOf(staffOnly, 'ManagePermission.Enable')).toBe(true)
    expect(flagOf(staffOnly, 'ManagePermission.CompanyInfo.Enable')).toBe(false)
  })
})
