/**
 * Money changes an administrator makes are in the company audit log (docs/money.md "Audit"):
 * the money settings (only a save that changes something, before and after) and each prepayment
 * top-up (once per request id, the balance before and after), written in the changing
 * transaction by way of kernel/audit.ts.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

describe('money: the audit log', () => {
  let env: TestEnv
  let admin: string
  before(async () => {
    env = await createTestEnv()
    admin = await env.login('admin01')
  })
  after(async () => env?.close())

  const log = async (Entity: string) => expectOk<any>(await env.call('audit/list', { Entity }, { token: admin }))

  it('writes a settings change with the settings before and after; an unchanged save writes nothing', async () => {
    const s = expectOk<any>(await env.call('moneySettings/get', {}, { token: admin }))
    expectOk(await env.call('moneySettings/save', { ...s, WalletPay: false, LowBalance: 1_234_500, PayTimeoutMinutes: 20 }, { token: admin }))
    const first = await log('MoneySettings')
    assert.equal(first.Total, 1)
    const [e] = first.Items
    assert.equal(e.Action, 'edit')
    assert.equal(e.ActorName, '刘洋')
    assert.deepEqual(e.Before, {
      WalletPay: s.WalletPay,
      BeansPay: s.BeansPay,
      VoucherPay: s.VoucherPay,
      FromPrepayment: s.Prepayment,
      LowBalance: s.LowBalance,
      PayTimeoutMinutes: s.PayTimeoutMinutes,
      OrderPayMinutes: s.OrderPayMinutes,
    })
    assert.deepEqual(e.After, { ...e.Before, WalletPay: false, LowBalance: 1_234_500, PayTimeoutMinutes: 20 })
    // The same settings again: nothing changed, nothing written.
    expectOk(await env.call('moneySettings/save', { ...s, WalletPay: false, LowBalance: 1_234_500, PayTimeoutMinutes: 20 }, { token: admin }))
    // A refused save writes nothing either.
    expectError(await env.call('moneySettings/save', { ...s, PayTimeoutMinutes: 1 }, { token: admin }), ErrorCode.ValidationFailed)
    assert.equal((await log('MoneySettings')).Total, 1)
  })

  it('writes each top-up once, with the balance before and after', async () => {
    const start = expectOk<any>(await env.call('advancePayment/getAccount', {}, { token: admin })).Balance
    expectOk(await env.call('advancePayment/topUp', { ClientRequestId: 'audit-t1', Amount: 50_000 }, { token: admin }))
    expectOk(await env.call('advancePayment/topUp', { ClientRequestId: 'audit-t1', Amount: 50_000 }, { token: admin }))
    expectOk(await env.call('advancePayment/topUp', { ClientRequestId: 'audit-t2', Amount: 20_000 }, { token: admin }))
    expectError(await env.call('advancePayment/topUp', { ClientRequestId: 'audit-t2', Amount: 30_000 }, { token: admin }), ErrorCode.RequestIdReused)
    const r = await log('PrepaymentTopUp')
    assert.equal(r.Total, 2)
    const [second, first] = r.Items
    assert.equal(first.Action, 'topUp')
    assert.deepEqual([first.Before, first.After], [{ Balance: start }, { Balance: start + 50_000, Amount: 50_000 }])
    assert.deepEqual([second.Before, second.After], [{ Balance: start + 50_000 }, { Balance: start + 70_000, Amount: 20_000 }])
    // The entry names the ledger record of the top-up.
    assert.ok(first.EntityId > 0 && second.EntityId > first.EntityId)
  })
})
