/**
 * The company audit log (/business/audit) reads in words in all four languages: every kind of
 * record, every action, every field the server writes into a record (by the labels of its path,
 * src/domain/audit.ts auditLabelKeys) and every code among the values it shows as a word
 * (auditValueKind: sex, document type, role, kind of person, scope, product, states …) has a
 * text in src/i18n/locales/<language>/organisation.json. Every call that writes the log runs once
 * here, so a field added to a record without a label fails this test.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { AUDIT_ENTITIES } from '../../types/api/admin-values'
import { SETTING_PRODUCTS } from '../../types/api/settings-admin'
import { auditAction, auditFieldPaths, auditLabelKeys, auditValueKind } from '../../src/domain/audit'
import { ROLE_TEMPLATES } from '../src/services/templates/power'
import { createTestEnv, expectOk, TODAY, type TestEnv } from './helpers'
import { apply, personId as personIdOf } from './approval-harness'

const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja'] as const
type Table = { [k: string]: string | Table }
const audit = (lng: string): Table => JSON.parse(readFileSync(path.join(__dirname, '../../src/i18n/locales', lng, 'organisation.json'), 'utf8')).audit
const textAt = (t: Table, keys: string[]): string | undefined => {
  let at: string | Table | undefined = t
  for (const k of keys) at = typeof at === 'object' ? at[k] : undefined
  return typeof at === 'string' && at.trim() ? at : undefined
}

interface Entry {
  Entity: string
  Action: string
  Before: unknown
  After: unknown
}

/** Runs every call that writes the audit log once, as admin01 (and the people a link is for). */
async function writeEveryKind(env: TestEnv): Promise<void> {
  const admin = await env.login('admin01')
  const employee = await env.login('employee01')
  const a = async (p: string, body: unknown = {}) => expectOk<any>(await env.call(p, body, { token: admin }))
  const init = await a('employee/getEmployeeInitData')
  const dept = (code: string) => init.Departments.find((d: any) => d.Code === code).Id
  const rank = (code: string) => init.Ranks.find((r: any) => r.Code === code).Id
  const roles = (await a('role/getRoles')).Items
  const roleId = (code: string) => roles.find((r: any) => r.Code === code).RoleId
  const person = async (keyword: string) => (await a('employee/getEmployees', { Keyword: keyword })).Items[0].PersonId

  // People: add, edit, disable, enable, scope, delete, import; a non-employee.
  const emp = await a('employee/addEmployee', {
    EmployeeNo: 'AU01',
    ChName: '审计员',
    LastName: 'SHEN',
    FirstName: 'JI',
    Gender: 'F',
    Nationality: 'CN',
    IdType: 'IDCard',
    Mobile: '15000008801',
    Email: 'au01@hengyuan.example',
    DepartmentId: dept('HY-FIN'),
    RankId: rank('R1'),
    SuperiorId: await person('刘洋'),
    Password: 'Welcome2026',
  })
  await a('employee/editEmployee', { PersonId: emp.PersonId, RankId: rank('R2'), RoleIds: [roleId('booker')] })
  await a('employee/setEmployeeStatus', { PersonIds: [emp.PersonId], Status: 0 })
  await a('employee/setEmployeeStatus', { PersonIds: [emp.PersonId], Status: 1 })
  const scope = { Kind: 'Departments', DepartmentIds: [dept('HY-FIN')], StaffIds: [] }
  await a('employee/saveViewAndBooking', { PersonId: emp.PersonId, BookingScope: { Flight: scope, Hotel: scope, Train: scope }, ViewScope: null })
  await a('employee/saveViewAndBooking', { PersonId: emp.PersonId, BookingScope: null, ViewScope: null })
  await a('employee/deleteEmployee', { PersonId: emp.PersonId })
  const nup = await a('nupemployee/add', {
    LastName: 'DOE',
    FirstName: 'JANE',
    Gender: 'F',
    MobileCountryCode: '44',
    Mobile: '7700900555',
    IdType: 'Passport',
    IdNo: 'P1234567',
    Nationality: 'GB',
  })
  await a('nupemployee/edit', { PersonId: nup.PersonId, Email: 'jane@example.com' })
  await a('nupemployee/deleteNup', { PersonId: nup.PersonId })
  const csv = '\ufeff工号,中文姓名,手机号,邮箱,部门,职级\r\nAU02,导入员,15200008802,au02@hengyuan.example,HY-HR,R1\r\n'
  await a('employee/batchImport', { FileName: 'staff.csv', ContentBase64: Buffer.from(csv).toString('base64') })

  // Organisation: departments (add, rename, move, merge, delete) and the three catalogues.
  const d = await a('department/add', { Name: '审计部', NameEn: 'Audit', Code: 'AU-D', ParentId: dept('HY-FIN') })
  await a('department/edit', { DepartmentId: d.Id, Name: '审计中心' })
  await a('department/edit', { DepartmentId: d.Id, ParentId: dept('HY-HR') })
  const d2 = await a('department/add', { Name: '审计二部', ParentId: dept('HY-HR') })
  await a('department/merge', { FromId: d2.Id, IntoId: d.Id })
  await a('department/delete', { DepartmentId: d.Id })
  for (const [add, edit, del] of [
    ['costcenter/add', 'costcenter/edit', 'costcenter/delete'],
    ['bu/addBu', 'bu/editBu', 'bu/deleteBu'],
    ['customization/add', 'customization/edit', 'customization/delete'],
  ]) {
    const c = await a(add, { Name: '审计项', NameEn: 'Audit item', Code: 'AU-C' })
    await a(edit, { Id: c.Id, Name: '审计项二', Code: 'AU-C2' })
    await a(del, { Id: c.Id })
  }

  // Ranks and every product's standard (set and removed), reason codes.
  const r = await a('rank/add', { Name: '审计级', NameEn: 'Audit rank', Code: 'RA', Level: 2 })
  await a('rank/rename', { RankId: r.Id, Name: '审计级二', Level: 3 })
  const generic: Record<string, object> = {
    Car: { MaxCarClass: 'Comfort', PerRideCap: 10000, MonthlyCap: 200000 },
    Bus: { SeatClasses: ['Seat', 'Sleeper'] },
    Dining: { PerMealCap: 5000, PerDayCap: 15000 },
  }
  for (const product of ['Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', 'Car', 'Bus', 'Dining']) {
    const p = await a('rank/getPolicy', { RankId: rank('R1'), Product: product })
    await a('rank/savePolicy', { RankId: r.Id, Product: product, Policy: p.Policy ?? generic[product], Breach: 'NeedsApproval' })
    await a('rank/savePolicy', { RankId: r.Id, Product: product, Policy: null, Breach: 'Forbidden' })
  }
  await a('rank/delete', { RankId: r.Id })
  const rc = await a('reasoncode/add', {
    Product: 'Hotel',
    Kind: 'Policy',
    Code: 'AU1',
    Texts: { 'zh-CN': '客户指定', 'zh-TW': '客戶指定', en: 'Client', ja: '顧客指定' },
  })
  await a('reasoncode/edit', { ReasonCodeId: rc.ReasonCodeId, Texts: { 'zh-CN': '客户要求' }, Sort: 5 })
  await a('reasoncode/delete', { ReasonCodeId: rc.ReasonCodeId })

  // Roles: add, edit (a power and the names), bind, unbind, delete.
  const power = structuredClone((await a('role/getRoleDetail', { RoleId: roleId('employee') })).Power)
  const role = await a('role/save', { Code: 'auditor', Names: { 'zh-CN': '审计', en: 'Auditor' }, Power: power })
  power.BusinessPermission.Flight.Book = false
  await a('role/save', { RoleId: role.RoleId, Power: power, Names: { 'zh-CN': '审计员', en: 'Auditors' } })
  const zhang = await person('张伟')
  await a('role/bindPersons', { RoleId: role.RoleId, PersonIds: [zhang] })
  await a('role/unbindPersons', { RoleId: role.RoleId, PersonIds: [zhang] })
  await a('role/delete', { RoleId: role.RoleId })

  // The company: its information, its logo, its invoice headers.
  await a('companybaseinfo/save', {
    Name: '恒远科技',
    NameEn: 'Hengyuan',
    Address: '上海',
    ContactName: '刘洋',
    ContactPhone: '13800000000',
    ContactEmail: 'a@hengyuan.example',
  })
  const me = await env.db.selectFrom('users').select(['id', 'company_id']).where('user_name', '=', 'admin01').executeTakeFirstOrThrow()
  const logo = 'a'.repeat(32)
  await env.db
    .insertInto('uploaded_files')
    .values({
      id: logo,
      company_id: me.company_id,
      user_id: me.id,
      file_name: 'logo.png',
      ext: 'png',
      kind: 'image',
      size: 4,
      created_at: env.now().toISOString(),
    })
    .execute()
  await a('companybaseinfo/uploadCompanyLogo', { FileId: logo })
  const h = await a('companyInvoice/save', {
    Title: '恒远科技有限公司',
    TaxNo: '91310000MA1FL0XX1X',
    Type: 'Special',
    Address: '上海',
    Phone: '021-1',
    BankName: '银行',
    BankAccount: '123',
    IsDefault: true,
  })
  await a('companyInvoice/save', { HeaderId: h.HeaderId, Title: '恒远科技有限公司二', TaxNo: '91310000MA1FL0XX1X', Type: 'General' })
  await a('companyInvoice/delete', { HeaderId: h.HeaderId })

  // An invitation and its join requests (one approved, one rejected); messenger bindings.
  const link = await a('invite/create', { DepartmentId: dept('HY-ADM') })
  const j1 = expectOk<any>(
    await env.call('invite/join', { Token: link.Token, ChName: '新同事', Mobile: '15300008801', Email: 'new1@hengyuan.example', EmployeeNo: 'AU09' }),
  )
  const j2 = expectOk<any>(await env.call('invite/join', { Token: link.Token, ChName: '新同事二', Mobile: '15300008802' }))
  await a('invite/approve', { RequestId: j1.RequestId, Approve: true, RankId: rank('R1') })
  await a('invite/approve', { RequestId: j2.RequestId, Approve: false })
  const fl = await a('feishuwork/inviteUser', { PersonId: zhang })
  expectOk(await env.call('messenger/acceptBinding', { Token: fl.Token, ExternalUserId: 'ou_zw' }, { token: employee }))
  await a('feishuwork/unbindingUser', { PersonId: zhang })
  await a('dingtalkwork/bindingUser', { PersonId: zhang, ExternalUserId: 'dt-1' })

  // Designated approvers.
  const lin = await person('林涛')
  await a('vettingsetting/addAppointVettingPersons', { PersonIds: [lin] })
  await a('vettingsetting/deleteAppointVettingPersons', { PersonIds: [lin] })

  // Approval settings: the time-out, a product's rule, the whitelist, a template saved, bound,
  // unbound (people and custom items) and deleted, an absence; an approval passed by hand.
  const vetting = await a('vettingsetting/getVettingInitInfo')
  await a('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: vetting.TimeoutMinutes + 60 })
  const rule = vetting.Rules.find((r: any) => r.Modes.length > 1)
  await a('vettingsetting/saveVettingRule', { Product: rule.Product, Occasion: rule.Occasion, Mode: rule.Modes.find((m: string) => m !== rule.Mode) })
  await a('vettingsetting/addVettingWhiteListers', { PersonIds: [zhang], Product: 'Flight' })
  await a('vettingsetting/deleteVettingWhiteListers', { PersonIds: [zhang] })
  const staff = await a('vettingsetting/saveVettingTemplate', { Name: '审计模板', BindKind: 'Staff', Levels: [{ Kind: 'DirectSuperior', ApproverIds: [] }] })
  await a('vettingsetting/saveVettingTemplate', {
    TemplateId: staff.TemplateId,
    Name: '审计模板二',
    BindKind: 'Staff',
    Levels: [{ Kind: 'DirectSuperior', ApproverIds: [] }],
  })
  const sun = await person('孙丽')
  await a('vettingsetting/bindTemplatePersons', { TemplateId: staff.TemplateId, PersonIds: [sun] })
  await a('vettingsetting/unbindTemplatePersons', { TemplateId: staff.TemplateId, PersonIds: [sun] })
  await a('vettingsetting/deleteVettingTemplate', { TemplateId: staff.TemplateId })
  const items = await a('vettingsetting/saveVettingTemplate', {
    Name: '项目模板',
    BindKind: 'CustomItem',
    Levels: [{ Kind: 'DirectSuperior', ApproverIds: [] }],
  })
  const free = (await a('vettingsetting/getTemplateBindCustomItems', { TemplateId: items.TemplateId, Bound: false })).Items[0].Id
  await a('vettingsetting/bindTemplateCustomItems', { TemplateId: items.TemplateId, CustomItemIds: [free] })
  await a('vettingsetting/unbindTemplateCustomItems', { TemplateId: items.TemplateId, CustomItemIds: [free] })
  await a('vettingsetting/setApproverAbsence', { PersonId: lin, IsAbsent: true, Until: TODAY })
  await a('vettingsetting/setApproverAbsence', { PersonId: lin, IsAbsent: false })
  const applied = await apply(env, await env.login('booker01'), { TravellerIds: [await personIdOf(env, 'HY0018')] })
  await a('vettingsetting/manualPassApproval', { ApprovalNo: applied.ApprovalNo, Reason: '紧急出差' })

  // A company exchange rate, set and set again for the same day.
  await a('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date: TODAY, Rate: '7.25' })
  await a('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date: TODAY, Rate: '7.3' })

  // Money: the settings, a prepayment top-up.
  const settings = await a('moneySettings/get')
  await a('moneySettings/save', { ...settings, BeansPay: !settings.BeansPay, LowBalance: settings.LowBalance + 100, OrderPayMinutes: 30 })
  await a('advancePayment/topUp', { ClientRequestId: 'audit-topup-1', Amount: 10000 })
  // Every product's booking settings, saved with one flag turned (the record holds all its fields).
  for (const Product of SETTING_PRODUCTS) {
    const { Value } = await a('productSettings/get', { Product })
    const group = Object.values(Value).find((v: any) => typeof v === 'object' && Object.values(v).some((x) => typeof x === 'boolean')) as any
    const flag = Object.keys(group).find((k) => typeof group[k] === 'boolean')!
    group[flag] = !group[flag]
    await a('productSettings/save', { Product, Value })
  }

  // A reconciliation mismatch (as a comparison records it) resolved with a decision.
  const mismatch = await env.db
    .insertInto('pay_mismatches')
    .values({
      company_id: me.company_id,
      day: TODAY,
      channel: 'WeChatPay',
      kind: 'ChannelOnly',
      line: 'Payment',
      intent_no: 'PI-AUDIT',
      refund_no: '',
      channel_amount: 5000,
      our_amount: 0,
      status: 'Open',
      decision: '',
      decided_by_user_id: null,
      decided_by_name: '',
      decided_at: null,
      found_at: env.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await a('payReconcile/resolve', { MismatchId: mismatch.id, Decision: 'Refunded at the channel' })
}

describe('audit log labels', () => {
  let env: TestEnv
  let entries: Entry[]
  before(async () => {
    env = await createTestEnv()
    await writeEveryKind(env)
    const token = await env.login('admin01')
    entries = []
    for (let page = 1; ; page++) {
      const r = expectOk<any>(await env.call('audit/list', { PageIndex: page, PageSize: 100 }, { token }))
      entries.push(...r.Items)
      if (entries.length >= r.Total || r.Items.length === 0) break
    }
  })
  after(() => env.close())

  it('wrote every kind of record of the filter', () => {
    assert.deepEqual([...new Set(entries.map((e) => e.Entity))].sort(), [...AUDIT_ENTITIES].sort())
  })

  it('names every kind of record and every action in every language', () => {
    for (const lng of LANGUAGES) {
      const t = audit(lng)
      for (const e of AUDIT_ENTITIES) assert.ok(textAt(t, ['entity', e]), `${lng}: audit.entity.${e}`)
      for (const e of entries) {
        const { verb, detail } = auditAction(e.Action)
        assert.ok(textAt(t, ['action', verb]), `${lng}: audit.action.${verb}`)
        if (detail) assert.ok(textAt(t, ['app', detail]), `${lng}: audit.app.${detail}`)
      }
    }
  })

  it('labels every field the server writes, in every language', () => {
    const missing = new Set<string>()
    for (const lng of LANGUAGES) {
      const t = audit(lng)
      for (const e of entries)
        for (const side of [e.Before, e.After])
          for (const p of auditFieldPaths(side))
            for (const k of auditLabelKeys(e.Entity, p)) if (!textAt(t, ['field', k])) missing.add(`${lng}: audit.field.${k} (${e.Entity} ${p})`)
    }
    assert.deepEqual([...missing], [])
  })

  it('words every code among the values, in every language', () => {
    const missing = new Set<string>()
    let words = 0
    const leaf = (r: unknown, p: string): unknown =>
      p.split('.').reduce<unknown>((at, k) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined), r)
    for (const lng of LANGUAGES) {
      const t = audit(lng)
      for (const e of entries)
        for (const side of [e.Before, e.After])
          for (const p of auditFieldPaths(side)) {
            const v = leaf(side, p)
            const kind = auditValueKind(e.Entity, p, v)
            if (v === null || v === undefined || !kind?.startsWith('dict:')) continue
            const dict = kind.slice(5)
            // A company's own role keeps its code; the built-in ones have names.
            const codes = (Array.isArray(v) ? v : [v]).map(String).filter((c) => dict !== 'role' || ROLE_TEMPLATES.some((r) => r.code === c))
            for (const c of codes) {
              words++
              if (!textAt(t, ['values', dict, c])) missing.add(`${lng}: audit.values.${dict}.${c} (${e.Entity} ${p})`)
            }
          }
      for (const r of ROLE_TEMPLATES) if (!textAt(t, ['values', 'role', r.code])) missing.add(`${lng}: audit.values.role.${r.code}`)
      for (const k of ['yes', 'no', 'noLimit', 'logoSet', 'departments', 'people']) if (!textAt(t, ['values', k])) missing.add(`${lng}: audit.values.${k}`)
    }
    assert.ok(words > 50, `${words} words`)
    assert.deepEqual([...missing], [])
  })
})
