import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, PASSWORD, type TestEnv } from './helpers'

const REGISTER = 'personalapi/systeminfo/addRegisterCompany'

const form = (over: Record<string, unknown> = {}) => ({
  CompanyName: '云帆咨询有限公司',
  CompanyNameEn: 'Yunfan Consulting Co., Ltd.',
  ContactName: '何晓明',
  Mobile: '13512345678',
  MobileCountryCode: '86',
  Email: 'xiaoming.he@yunfan.example',
  UserName: 'yunfan.admin',
  Password: 'Yunfan2026',
  ...over,
})

describe('personalapi/systeminfo/addRegisterCompany', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('is served at the site root, not under /api', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/api/' + REGISTER, payload: form() })
    assert.equal(res.json().ErrorCode, ErrorCode.NotFound)
  })

  it('registers a company whose administrator is signed in at once', async () => {
    const r = expectOk(await env.call(REGISTER, form()))
    assert.match(r.CompanyCode, /^C\d{6}$/)
    assert.equal(r.CompanyName, '云帆咨询有限公司')
    assert.equal(r.LoginType, 1)

    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: r.Token }))
    assert.equal(init.PersonalInfor.CompanyCode, r.CompanyCode)
    assert.equal(init.PersonalInfor.IsAdmin, true)
    assert.equal(init.PersonalInfor.ChName, '何晓明')
    assert.equal(init.PersonalInfor.DepartmentName, '云帆咨询有限公司')
    assert.equal(init.PersonalPower.ManagePermission.Enable, true)
    // A new company starts with the simple settings: nothing required, no approval.
    assert.equal(init.PersonalSetting.CommonSettings.IsRequiredCostCenter, false)
    assert.equal(init.PersonalSetting.FlightSettings.NormalSettings.VettingSettings.IsEnableVetting, false)
    assert.ok(init.Theme)

    // The password works, and the company sees no demo-company data.
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'Yunfan.Admin', Password: 'Yunfan2026' }))
    const notices = expectOk(await env.call('notice/list', {}, { token: r.Token }))
    assert.ok(notices.Items.every((n: { IsPlatform: boolean }) => n.IsPlatform))
    assert.deepEqual(expectOk(await env.call('ad/list', {}, { token: r.Token })), [])
  })

  it('refuses taken user names, company names, phones and e-mails with 1008', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ UserName: 'EMPLOYEE01', CompanyName: 'A公司', Mobile: '13500000001', Email: 'a@a.example' }, '用户名已被使用'],
      [{ UserName: 'fresh.user1', CompanyName: '恒远科技有限公司', Mobile: '13500000002', Email: 'b@b.example' }, '该企业名称已注册'],
      [{ UserName: 'fresh.user2', CompanyName: 'B公司', Mobile: '13800000001', Email: 'c@c.example' }, '该手机号已绑定其他账号'],
      [{ UserName: 'fresh.user3', CompanyName: 'C公司', Mobile: '13500000003', Email: 'Wei.Zhang@hengyuan.example' }, '该邮箱已绑定其他账号'],
    ]
    for (const [over, msg] of cases) {
      const r = expectError(await env.call(REGISTER, form(over)), ErrorCode.AlreadyExists)
      assert.equal(r.ErrMsg, msg)
    }
  })

  it('refuses bad input with 1001', async () => {
    const bad: Record<string, unknown>[] = [
      { UserName: 'ab' },
      { UserName: 'has space' },
      { Password: PASSWORD.toLowerCase().replace(/\d/g, 'x') },
      { Mobile: '123' },
      { Email: 'nope' },
      { CompanyName: 'X' },
      { CompanyName: 'x'.repeat(101) },
      { ContactName: '' },
      { Mobile: 13512345678 },
    ]
    for (const over of bad) expectError(await env.call(REGISTER, form({ UserName: 'new.admin', CompanyName: '新公司', Mobile: '13500009999', Email: 'n@n.example', ...over })), ErrorCode.ValidationFailed)
    const { CompanyName: _omit, ...withoutName } = form()
    const r = expectError(await env.call(REGISTER, withoutName, { lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(r.ErrMsg, 'The field CompanyName is required.')
  })
})
