/**
 * One e-mail, one person (docs/administration.md "Staff"): e-mail code sign-in finds the account
 * by its e-mail, so company administration refuses an address someone else already has —
 * whatever its case — on add, edit, import and an invitation's join and approval, with a
 * localized 1008 whose ResultData names the field (as for a phone someone else has). An
 * employee may not take another company's account's e-mail either. A deleted person's e-mail is
 * free again, and code sign-in with it then opens the new account.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const EN = 2

describe('e-mail addresses are unique among people', () => {
  let env: TestEnv
  let admin: string
  const a = <T = any>(path: string, body: unknown = {}, lang?: number) => env.call<T>(path, body, { token: admin, lang })

  before(async () => {
    env = await createTestEnv()
    admin = await env.login('admin01')
  })
  after(async () => {
    await env.close()
  })

  it("refuses adding an employee with employee01's e-mail, in any case, and names the field", async () => {
    const zh = expectError(
      await a('employee/addEmployee', { ChName: '重复邮箱', Mobile: '15000008001', Email: 'Wei.Zhang@Hengyuan.example' }),
      ErrorCode.AlreadyExists,
    )
    assert.equal(zh.ErrMsg, '邮箱wei.zhang@hengyuan.example已被其他人使用')
    assert.deepEqual(zh.ResultData, { Field: 'Email' })
    const en = expectError(
      await a('employee/addEmployee', { ChName: '重复邮箱', Mobile: '15000008001', Email: 'wei.zhang@hengyuan.example' }, EN),
      ErrorCode.AlreadyExists,
    )
    assert.equal(en.ErrMsg, 'E-mail address wei.zhang@hengyuan.example is used by someone else.')
    assert.equal(expectOk(await a('employee/getEmployees', { Keyword: '15000008001' })).Total, 0)
  })

  it('names the field of a phone someone else has too', async () => {
    const r = expectError(await a('employee/addEmployee', { ChName: '重复手机', Mobile: '13800000001' }), ErrorCode.AlreadyExists)
    assert.match(r.ErrMsg, /13800000001/)
    assert.deepEqual(r.ResultData, { Field: 'Mobile' })
    // The phone is the new account's sign-in name: one that is someone's sign-in name is the phone taken too.
    expectOk(await a('employee/addEmployee', { ChName: '登录名', Mobile: '15000008887', UserName: '15000008888' }))
    const named = expectError(await a('employee/addEmployee', { ChName: '重复手机', Mobile: '15000008888' }), ErrorCode.AlreadyExists)
    assert.equal(named.ErrMsg, '手机号15000008888已被其他人使用')
    assert.deepEqual(named.ResultData, { Field: 'Mobile' })
    const bad = expectError(await a('employee/addEmployee', { ChName: '格式', Mobile: '15000008009', Email: 'not-an-address' }), ErrorCode.ValidationFailed)
    assert.deepEqual(bad.ResultData, { Field: 'Email' })
  })

  it("refuses another company's account e-mail for an employee", async () => {
    const r = expectError(
      await a('employee/addEmployee', { ChName: '跨公司', Mobile: '15000008002', Email: 'XiaoYan.Feng@lanhai.example' }),
      ErrorCode.AlreadyExists,
    )
    assert.deepEqual(r.ResultData, { Field: 'Email' })
  })

  it("refuses editing someone to another person's e-mail; keeping one's own is fine", async () => {
    const added = expectOk(await a('employee/addEmployee', { ChName: '编辑邮箱', Mobile: '15000008003', Email: 'edit.mail@hengyuan.example' }))
    const r = expectError(await a('employee/editEmployee', { PersonId: added.PersonId, Email: 'NA.LI@hengyuan.example' }), ErrorCode.AlreadyExists)
    assert.deepEqual(r.ResultData, { Field: 'Email' })
    assert.equal(expectOk(await a('employee/getEmployee', { PersonId: added.PersonId })).Email, 'edit.mail@hengyuan.example')
    const same = expectOk(await a('employee/editEmployee', { PersonId: added.PersonId, Email: 'Edit.Mail@hengyuan.example', NickName: 'Ed' }))
    assert.equal(same.Email, 'edit.mail@hengyuan.example')
  })

  it("refuses a non-employee with an employee's e-mail", async () => {
    expectError(await a('nupemployee/add', { ChName: '外部人员', Email: 'fang.wang@hengyuan.example' }), ErrorCode.AlreadyExists)
  })

  it('refuses import rows with a taken e-mail or one repeated in the file', async () => {
    const csv =
      'EmployeeNo,ChName,Mobile,Email\n' +
      'EM01,导入甲,15000008101,WEI.ZHANG@hengyuan.example\n' +
      'EM02,导入乙,15000008102,same@hengyuan.example\n' +
      'EM03,导入丙,15000008103,Same@Hengyuan.example\n' +
      'EM04,导入丁,15000008104,em04@hengyuan.example\n'
    const r = expectError(
      await a('employee/batchImport', { FileName: 'staff.csv', ContentBase64: Buffer.from(csv).toString('base64') }),
      ErrorCode.ImportRejected,
    )
    assert.deepEqual(
      (r.ResultData as any).Errors.map((e: any) => [e.Row, e.Field]),
      [
        [1, 'Email'],
        [3, 'Email'],
      ],
    )
    assert.match((r.ResultData as any).Errors[0].Message, /已被其他人使用/)
  })

  it('refuses joining by invitation with a taken e-mail', async () => {
    const link = expectOk(await a('invite/create', {}))
    const r = expectError(
      await env.call('invite/join', { Token: link.Token, ChName: '新同事', Mobile: '15300008001', Email: 'jing.chen@hengyuan.example' }),
      ErrorCode.AlreadyExists,
    )
    assert.deepEqual(r.ResultData, { Field: 'Email' })
  })

  it("frees a deleted person's e-mail; code sign-in with it opens the new account", async () => {
    const first = expectOk(await a('employee/addEmployee', { ChName: '先来者', Mobile: '15000008201', Email: 'desk@hengyuan.example' }))
    expectOk(await a('employee/deleteEmployee', { PersonId: first.PersonId }))
    const second = expectOk(await a('employee/addEmployee', { ChName: '后来者', Mobile: '15000008202', Email: 'desk@hengyuan.example' }))
    expectOk(await env.call('Login/GetPhoneVerifyCode', { Email: 'desk@hengyuan.example' }))
    const res = expectOk(await env.call('Login/SignInWithVerifyCode', { Email: 'desk@hengyuan.example', VerifyCode: env.lastCode() }))
    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: res.Token }))
    assert.equal(init.PersonalInfor.UserName, second.UserName)
  })
})
