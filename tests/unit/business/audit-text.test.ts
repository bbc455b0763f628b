// The audit log in words (features/organisation/audit/audit-text.ts): an added employee reads
// 性别 男, 国籍 中国, 证件类型 身份证, 角色 员工 rather than M, CN, IDCard, employee; nested fields by
// the labels of their path; money in yuan; and every code the API's lists can hold has a word in
// all four languages.
import fs from 'node:fs'
import path from 'node:path'
import i18n from '@/i18n'
import '@/i18n/ns/organisation'
import { auditChanges } from '@/domain/audit'
import { auditFieldLabel, auditFormat } from '@/features/organisation/audit/audit-text'
import { AUDIT_ENTITIES, BINDING_STATES, BREACH_ACTIONS, JOIN_REQUEST_STATES, RANK_PRODUCTS, REASON_KINDS } from '@api/admin-values'
import { SCOPE_KINDS } from '@api/power'
import { SEAT_CLASSES } from '@api/train-values'
import { PASSENGER_ID_TYPES } from '@api/flight-booking'

const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja'] as const
const COUNTRIES: Record<string, Record<string, string>> = { CN: { 'zh-CN': '中国', 'zh-TW': '中國', en: 'China', ja: '中国' } }
// What employee/addEmployee writes (server/src/modules/admin/people.ts snapshot).
const added = {
  id: 40,
  kind: 'employee',
  employee_no: 'AU01',
  ch_name: '审计员',
  last_name: '',
  first_name: '',
  nick_name: '',
  gender: 'M',
  birth_date: null,
  nationality: 'CN',
  id_type: 'IDCard',
  id_no: null,
  mobile_country_code: '86',
  mobile: '15000008801',
  email: null,
  department_id: 9,
  cost_center_id: null,
  business_unit_id: null,
  rank_id: 1,
  superior_id: null,
  status: 1,
  department_name: '财务部',
  cost_center_name: null,
  business_unit_name: null,
  rank_name: '普通员工',
  superior_name: null,
  user_name: '15000008801',
  account_status: 1,
  roles: ['employee'],
}

async function rows(lang: (typeof LANGUAGES)[number], entity: string, before: unknown, after: unknown) {
  await i18n.changeLanguage(lang)
  const t = i18n.t.bind(i18n)
  const format = auditFormat(t, entity, { cny: (fen) => `¥${fen / 100}`, country: (iso) => COUNTRIES[iso]?.[lang] })
  return auditChanges(before, after, format).rows.map((r) => [
    auditFieldLabel(t, entity, r.field),
    r.before === undefined || r.after === undefined ? (r.after ?? r.before) : `${r.before} → ${r.after}`,
  ])
}

describe('audit log in words', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'))

  it.each([
    [
      'zh-CN',
      [
        ['类型', '员工'],
        ['性别', '男'],
        ['国籍', '中国'],
        ['证件类型', '身份证'],
        ['角色', '员工'],
        ['状态', '在职'],
      ],
    ],
    [
      'zh-TW',
      [
        ['類型', '員工'],
        ['性別', '男'],
        ['國籍', '中國'],
        ['證件類型', '身分證'],
        ['角色', '員工'],
        ['狀態', '在職'],
      ],
    ],
    [
      'en',
      [
        ['Kind', 'Employee'],
        ['Gender', 'Male'],
        ['Nationality', 'China'],
        ['ID type', 'ID Card'],
        ['Roles', 'Employee'],
        ['Status', 'Active'],
      ],
    ],
    [
      'ja',
      [
        ['種類', '社員'],
        ['性別', '男性'],
        ['国籍', '中国'],
        ['身分証の種類', '身分証'],
        ['ロール', '社員'],
        ['状態', '在籍'],
      ],
    ],
  ] as const)('%s: an added employee in words', async (lang, expected) => {
    const shown = await rows(lang, 'Employee', null, added)
    for (const row of expected) expect(shown).toContainEqual(row)
    // No label is a raw key.
    for (const [label] of shown) expect(label).not.toMatch(/^[a-z_]+$/)
  })

  it('a scope, a standard and a role by the labels of their paths, values in words', async () => {
    const scope = (kind: string, ids: number[]) => ({ BookingScope: { Flight: { Kind: kind, DepartmentIds: ids, StaffIds: [] } } })
    expect(await rows('zh-CN', 'Scope', scope('Self', []), scope('Departments', [3, 4]))).toEqual([
      ['预订范围 · 国内机票 · 类型', '仅本人 → 指定部门'],
      ['预订范围 · 国内机票 · 指定部门', '— → 2 个部门'],
    ])
    const policy = (cabin: string | null, caps: (number | null)[]) => ({
      Product: 'Hotel',
      Breach: 'NeedsApproval',
      Policy: { CabinClassCeiling: cabin, TierCaps: caps, LowestPrice: { IsEnable: true } },
    })
    expect(await rows('en', 'RankPolicy', policy('Economy', [60000, null]), policy('Business', [50000, null]))).toEqual([
      ['Standard · Highest cabin', 'Economy → Business'],
      ['Standard · Nightly caps by city tier', '¥600, No limit → ¥500, No limit'],
    ])
    expect(await rows('ja', 'RankPolicy', null, policy('First', []))).toEqual([
      ['商品', '国内ホテル'],
      ['規程外のとき', '承認が必要'],
      ['規程 · 最上位の座席クラス', 'ファースト'],
      ['規程 · 最安値 · 有効', 'はい'],
    ])
    expect(
      await rows(
        'zh-CN',
        'Role',
        { Power: { BusinessPermission: { Flight: { Book: true } } } },
        { Power: { BusinessPermission: { Flight: { Book: false } } } },
      ),
    ).toEqual([['权限 · 因公预订 · 国内机票 · 预订', '是 → 否']])
    expect(await rows('zh-CN', 'JoinRequest', { Name: '新同事', State: 'Pending' }, { Name: '新同事', State: 'Approved' })).toEqual([
      ['状态', '待审批 → 已通过'],
    ])
    expect(await rows('zh-CN', 'AppointedApprover', null, { PersonId: 17, Name: '林涛' })).toEqual([
      ['人员编号', '17'],
      ['姓名', '林涛'],
    ])
  })

  it('a code without a word (a company’s own role) stays as it is', async () => {
    expect(await rows('zh-CN', 'Employee', { roles: ['employee'] }, { roles: ['employee', 'travel-viewer'] })).toEqual([['角色', '员工 → 员工, travel-viewer']])
  })

  const audit = (lng: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../../../src/i18n/locales', lng, 'organisation.json'), 'utf8')).audit
  it.each(LANGUAGES)('%s: every kind of record and every code of the API’s lists has a word', (lng) => {
    const a = audit(lng)
    const lists: [string, readonly string[]][] = [
      ['scopeKind', SCOPE_KINDS],
      ['product', RANK_PRODUCTS],
      ['breach', BREACH_ACTIONS],
      ['reasonKind', REASON_KINDS],
      ['joinState', JOIN_REQUEST_STATES],
      ['bindingState', BINDING_STATES],
      ['seat', SEAT_CLASSES],
      ['idType', PASSENGER_ID_TYPES],
      ['gender', ['M', 'F']],
      ['personKind', ['employee', 'non_employee']],
      ['invoiceType', ['General', 'Special']],
      ['cabin', ['Economy', 'Premium', 'Business', 'First']],
    ]
    const missing = [
      ...AUDIT_ENTITIES.filter((e) => !a.entity[e]).map((e) => `entity.${e}`),
      ...lists.flatMap(([dict, codes]) => codes.filter((c) => !a.values[dict]?.[c]).map((c) => `values.${dict}.${c}`)),
    ]
    expect(missing).toEqual([])
  })
})
