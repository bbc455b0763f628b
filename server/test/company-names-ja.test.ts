/**
 * A company's own names (departments, cost centres, ranks, business units, custom items) exist in
 * Chinese and English: a Japanese reader gets the English one, as an English reader does — on the
 * booking form's pickers and people, in the order fields stored at booking, and on approval cards.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { companyName } from '../src/lib/names'
import { createTestEnv, expectOk, type TestEnv } from './helpers'

const EN = 2
const JA = 5
const CN = 1

describe('company names for a Japanese reader', () => {
  let env: TestEnv
  let employee: string
  let approver: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    approver = await env.login('approver01')
  })
  after(async () => env?.close())

  it('the rule: English for en and ja when there is one, Chinese otherwise', () => {
    assert.equal(companyName('移动研发部', 'Mobile Development', 'ja'), 'Mobile Development')
    assert.equal(companyName('移动研发部', 'Mobile Development', 'en'), 'Mobile Development')
    assert.equal(companyName('移动研发部', 'Mobile Development', 'zh-CN'), '移动研发部')
    assert.equal(companyName('移动研发部', 'Mobile Development', 'zh-TW'), '移动研发部')
    assert.equal(companyName('移动研发部', '', 'ja'), '移动研发部')
    assert.equal(companyName(null, null, 'ja'), '')
  })

  it('the people and catalogues of the booking form', async () => {
    const read = async (lang: number) => {
      const persons = expectOk(await env.call('user/getBookPersons', { PageSize: 100 }, { token: employee, lang }))
      const self = persons.Persons.find((p: { IsSelf: boolean }) => p.IsSelf)
      const cc = expectOk(await env.call('user/getCostCenters', {}, { token: employee, lang }))
      const depts = expectOk(await env.call('user/getDepartments', {}, { token: employee, lang }))
      return { self, cc: JSON.stringify(cc), depts: JSON.stringify(depts) }
    }
    const en = await read(EN)
    const ja = await read(JA)
    const cn = await read(CN)
    assert.equal(en.self.DepartmentName, 'Mobile Development')
    assert.equal(ja.self.DepartmentName, en.self.DepartmentName)
    assert.equal(ja.self.CostCenterName, en.self.CostCenterName)
    assert.equal(ja.self.RankName, en.self.RankName)
    assert.notEqual(cn.self.RankName, en.self.RankName, 'ranks have an English name')
    assert.equal(cn.self.DepartmentName, '移动研发部')
    assert.ok(ja.cc.includes('R&D Costs') && !ja.cc.includes('研发中心成本'), 'cost centres in English')
    assert.ok(ja.depts.includes('Mobile Development') && !ja.depts.includes('移动研发部'), 'departments in English')
  })

  it('the signed-in person (department, rank, company) as the policy lines and the account show them', async () => {
    const me = async (lang: number) => expectOk(await env.call('home/loadInitInfo/v2', {}, { token: employee, lang })).PersonalInfor
    const [en, ja, cn] = [await me(EN), await me(JA), await me(CN)]
    assert.equal(ja.DepartmentName, 'Mobile Development')
    assert.equal(ja.RankName, en.RankName)
    assert.notEqual(ja.RankName, cn.RankName)
    assert.equal(ja.CompanyName, en.CompanyName)
  })

  it('the requester department on approval cards', async () => {
    type Item = { RequesterName: string; RequesterDepartment: string }
    const list = async (lang: number) => {
      const items: Item[] = []
      for (const Tab of ['Pending', 'Handled'])
        items.push(...expectOk(await env.call('vetting/getApprovalOrders', { Tab, PageSize: 50 }, { token: approver, lang })).Items)
      return items
    }
    const ja = await list(JA)
    const en = await list(EN)
    const mine = (l: Item[]) => l.filter((i) => i.RequesterName === '张伟').map((i) => i.RequesterDepartment)
    assert.ok(mine(en).length > 0, 'employee01 has approvals')
    assert.deepEqual(mine(ja), mine(en))
    assert.ok(mine(ja).every((d) => d === 'Mobile Development'))
  })

  it('a trip purpose chosen from the company list reads in the reader language on approval cards', async () => {
    const purposes = async (lang: number) => {
      const out: string[] = []
      for (const token of [approver, employee])
        for (const Tab of ['Pending', 'Handled', 'Submitted']) {
          const r = expectOk(await env.call('vetting/getApprovalOrders', { Tab, PageSize: 50 }, { token, lang }))
          out.push(
            ...r.Items.filter((i: { Subject: { Kind: string } }) => i.Subject.Kind === 'TripApplication').map(
              (i: { Subject: { Purpose: string } }) => i.Subject.Purpose,
            ),
          )
        }
      return out
    }
    const ja = await purposes(JA)
    const en = await purposes(EN)
    const cn = await purposes(CN)
    assert.ok(cn.includes('客户拜访'), 'a seeded application for a client visit')
    assert.ok(ja.includes('顧客訪問') && !ja.includes('客户拜访'))
    assert.ok(en.includes('Client visit') && !en.includes('客户拜访'))
  })

  it('the demo company names its extend fields and their choices in every language, choices parallel to Options', async () => {
    const setting = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: employee, lang: JA })).PersonalSetting
    const slot = setting.FlightSettings.NormalSettings.ExtendFieldSettings.ExtendField2
    assert.equal(slot.Name, '出行类别')
    assert.equal(slot.Names.en, 'Trip Type')
    assert.ok(slot.Names.ja && slot.Names['zh-TW'])
    for (const l of ['zh-TW', 'en', 'ja']) assert.equal(slot.OptionNames[l].length, slot.Options.length, l)
    assert.equal(slot.OptionNames.en[slot.Options.indexOf('客户拜访')], 'Client visit')
  })
})
