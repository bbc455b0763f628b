/**
 * A company's own exchange rate (docs/money.md "Dated rates"): a rate above the upper bound
 * (RATE_MAX, 1,000 CNY per unit) is refused with its own localized message naming the bound, not
 * the format message; the bound itself is taken (also by PostgreSQL's integer column). Each rate
 * an administrator sets is in the company audit log (/business/audit), 'add' for a new day's rate
 * and 'edit' with before and after when the day's rate is set again.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'

const EN = 2
const JA = 5

describe('company exchange rates: the upper bound and the audit log', () => {
  let env: TestEnv
  let admin: string
  before(async () => {
    env = await createTestEnv()
    admin = await env.login('admin01')
  })
  after(async () => env?.close())

  const set = (Rate: string, lang?: number, Date = TODAY) => env.call('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date, Rate }, { token: admin, lang })

  it('refuses a rate above 1,000 with its own message, in every language', async () => {
    const zh = expectError(await set('99999999'), ErrorCode.ValidationFailed)
    assert.equal(zh.ErrMsg, '汇率不能超过 1,000（每 1 单位外币折合人民币）')
    const en = expectError(await set('99999999', EN), ErrorCode.ValidationFailed)
    assert.equal(en.ErrMsg, 'A rate can be at most 1,000 (CNY per unit of the currency).')
    const ja = expectError(await set('1000.000001', JA), ErrorCode.ValidationFailed)
    assert.equal(ja.ErrMsg, 'レートは 1,000 以下にしてください（外貨 1 単位あたりの人民元）')
    expectError(await set('5000'), ErrorCode.ValidationFailed)
    // A malformed rate keeps the format message.
    const format = expectError(await set('7.1234567'), ErrorCode.ValidationFailed)
    assert.equal(format.ErrMsg, '汇率须为正数，最多6位小数')
    expectError(await set('0'), ErrorCode.ValidationFailed)
  })

  it('takes the bound itself', async () => {
    const r = expectOk(await set('1000', undefined, addDays(TODAY, 20)))
    assert.equal(r.Rates.find((x: any) => x.CurrencyCode === 'USD').RateMicro, 1_000_000_000)
  })

  it("writes each rate set into the company's audit log: add, then edit with before and after", async () => {
    const day = addDays(TODAY, 3)
    expectOk(await set('7.25', undefined, day))
    expectOk(await set('7.3', undefined, day))
    const log = expectOk(await env.call('audit/list', { Entity: 'ExchangeRate' }, { token: admin }))
    const [edit, add] = log.Items
    assert.deepEqual([edit.Action, add.Action], ['edit', 'add'])
    assert.equal(edit.EntityId, add.EntityId)
    assert.equal(add.ActorName, '刘洋')
    assert.equal(add.Before, null)
    assert.deepEqual(add.After, { Code: 'USD', Date: day, Rate: '7.25' })
    assert.deepEqual(
      [edit.Before, edit.After],
      [
        { Code: 'USD', Date: day, Rate: '7.25' },
        { Code: 'USD', Date: day, Rate: '7.3' },
      ],
    )
    // A refused rate writes nothing.
    expectError(await set('99999999', undefined, day), ErrorCode.ValidationFailed)
    assert.equal(expectOk(await env.call('audit/list', { Entity: 'ExchangeRate' }, { token: admin })).Total, log.Total)
  })
})
