/**
 * The emergency contact is someone else (docs/personal.md#emergency-alarm): an alarm goes to the
 * contact's phone, so the traveller's own bound phone is refused (1001, localized, naming the
 * field), with or without '+' on the country code; nothing is saved. The same digits under another
 * country code are another phone.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const EN = 2

describe('emergency contact is not the traveller', () => {
  let env: TestEnv
  let employee: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
  })
  after(async () => env?.close())

  const save = (body: Record<string, unknown>, lang?: number) => env.call('user/saveEmergencyContact', body, { token: employee, lang })

  it("refuses employee01's own bound phone and saves nothing", async () => {
    const r = expectError(await save({ Name: '张伟', MobileCountryCode: '86', Mobile: '13800000001' }), ErrorCode.ValidationFailed)
    assert.equal(r.ErrMsg, '紧急联系人的手机号不能是您本人绑定的手机号，否则求助会发给您自己，请填写他人的手机号')
    assert.deepEqual(r.ResultData, { Field: 'Mobile' })
    const en = expectError(await save({ Name: 'Zhang', MobileCountryCode: '+86', Mobile: ' 13800000001 ' }, EN), ErrorCode.ValidationFailed)
    assert.equal(en.ErrMsg, 'The emergency contact cannot have your own phone number: an alarm would go to you. Enter someone else’s number.')
    expectError(await save({ Name: '张伟', Mobile: '13800000001' }), ErrorCode.ValidationFailed)
    assert.equal(expectOk(await env.call('user/getEmergencyContact', {}, { token: employee })).Contact, null)
  })

  it("keeps someone else's phone, also the same digits under another country code", async () => {
    expectOk(await save({ Name: '林芳', MobileCountryCode: '86', Mobile: '13700000088' }))
    const hk = expectOk(await save({ Name: '林芳', MobileCountryCode: '852', Mobile: '13800000001' }))
    assert.deepEqual(hk.Contact, { Name: '林芳', MobileCountryCode: '852', Mobile: '13800000001' })
  })
})
