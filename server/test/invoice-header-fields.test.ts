/**
 * An invoice header's registration phone and bank account (docs/money.md#invoices): optional;
 * given, a phone is digits with an optional leading +, spaces, hyphens and brackets, 7–20 digits,
 * and an account is 8–30 digits, spaces allowed and dropped when it is stored. A refusal is 1001
 * naming its field, in the caller's language; nothing is saved.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const TAX_ID = '91110000100006485K'
const EN = 2

describe('invoice header phone and bank account', () => {
  let env: TestEnv
  let employee: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
  })
  after(async () => env?.close())

  const save = (body: Record<string, unknown>, lang?: number) =>
    env.call('invoiceApply/header/save', { Kind: 'Company', Title: '恒远科技有限公司', TaxId: TAX_ID, ...body }, { token: employee, lang })
  const count = async () => expectOk(await env.call('invoiceApply/header/list', {}, { token: employee })).Items.length

  it('refuses a registration phone that is not one', async () => {
    const before = await count()
    const r = expectError(await save({ Phone: 'abc!!' }), ErrorCode.ValidationFailed)
    assert.equal(r.ErrMsg, '注册电话只能包含数字、空格、连字符、括号和开头的 +，共 7 至 20 位数字（Phone）')
    const en = expectError(await save({ Phone: '123-45' }, EN), ErrorCode.ValidationFailed)
    assert.equal(en.ErrMsg, 'The registered phone has 7 to 20 digits, with only spaces, hyphens, brackets and a leading + besides (Phone).')
    for (const phone of ['+86 (10) 8888-6666 ext 1', '1'.repeat(21), '++8610888866666', '010+88886666'])
      expectError(await save({ Phone: phone }), ErrorCode.ValidationFailed)
    assert.equal(await count(), before)
  })

  it('refuses a bank account that is not one', async () => {
    const before = await count()
    const r = expectError(await save({ BankAccount: '-12,ab' }), ErrorCode.ValidationFailed)
    assert.equal(r.ErrMsg, '银行账号须为 8 至 30 位数字，可含空格（BankAccount）')
    for (const account of ['1234567', '1'.repeat(31), '6222-0000-1234-5678']) expectError(await save({ BankAccount: account }), ErrorCode.ValidationFailed)
    assert.equal(await count(), before)
  })

  it('keeps a phone as written and an account without its spaces; both stay optional', async () => {
    const h = expectOk(await save({ Phone: '+86 (010) 8888-6666', BankAccount: ' 6222 0210 0112 3456 789 ' }))
    assert.equal(h.Phone, '+86 (010) 8888-6666')
    assert.equal(h.BankAccount, '6222021001123456789')
    const bare = expectOk(await save({ Phone: '', BankAccount: '  ' }))
    assert.deepEqual([bare.Phone, bare.BankAccount], ['', ''])
    expectOk(await env.call('invoiceApply/header/save', { Kind: 'Personal', Title: '张伟' }, { token: employee }))
  })
})
