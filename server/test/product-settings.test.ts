/**
 * Each product's booking settings as administration edits them (productSettings/get and save):
 * the section without its approval rules and extend fields, saved field by field with each
 * field's type, choices, range and length kept; what was saved is what every traveller's next
 * call reads (customer/getSettingsV2), and the approval rules stay as they were.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { SETTING_PRODUCTS } from '../../types/api/settings-admin'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

describe('product booking settings', () => {
  let env: TestEnv
  let admin: string
  let employee: string
  const get = async (Product: string) => expectOk<any>(await env.call('productSettings/get', { Product }, { token: admin })).Value
  const save = (Product: string, Value: unknown, token = admin) => env.call('productSettings/save', { Product, Value }, { token })
  const hasKey = (v: unknown, key: string): boolean => typeof v === 'object' && v !== null && Object.entries(v).some(([k, x]) => k === key || hasKey(x, key))

  before(async () => {
    env = await createTestEnv()
    admin = await env.login('admin01')
    employee = await env.login('employee01')
  })
  after(() => env?.close())

  it('reads every product’s section without its approval rules or extend fields', async () => {
    for (const p of SETTING_PRODUCTS) {
      const v = await get(p)
      assert.ok(Object.keys(v).length > 0, p)
      assert.equal(hasKey(v, 'VettingSettings') || hasKey(v, 'ExtendFieldSettings'), false, p)
    }
    assert.deepEqual(Object.keys(await get('Bus')), ['NormalSettings', 'ChangeSettings', 'RefundSettings'])
    assert.deepEqual([(await get('Dining')).PayDays, (await get('Dining')).OverStandard], ['WorkingDay', 'PayPersonally'])
  })

  const refused: [name: string, product: string, change: (v: any) => void][] = [
    ['an unknown field', 'Bus', (v) => (v.NormalSettings.Colour = 'red')],
    ['the approval rules', 'Bus', (v) => (v.RefundSettings.VettingSettings = { IsEnableVetting: true, VettingType: 0 })],
    ['a flag as text', 'Bus', (v) => (v.RefundSettings.RefundReasonSettings.IsRequired = 'yes')],
    ['a group as a flag', 'Bus', (v) => (v.ChangeSettings = true)],
    ['a choice not offered', 'Dining', (v) => (v.PayDays = 'Weekend')],
    ['a purpose type not offered', 'Dining', (v) => (v.PurposeSettings.PurposeType = 3)],
    ['a name too long', 'Dining', (v) => (v.CustomItemSettings.CustomItemName = '项'.repeat(21))],
    ['a number out of range', 'Flight', (v) => (v.ChangeSettings.LowestPriceSettings.RangeHour = 25)],
    ['a fraction', 'Flight', (v) => (v.ChangeSettings.LowestPriceSettings.RangePrice = 10.5)],
  ]
  for (const [name, product, change] of refused)
    it(`refuses ${name}, changing nothing`, async () => {
      const v = await get(product)
      change(v)
      expectError(await save(product, v), ErrorCode.ValidationFailed)
      assert.notDeepEqual(await get(product), v)
    })

  it('only an administrator of company information may read or save them', async () => {
    expectError(await env.call('productSettings/get', { Product: 'Bus' }, { token: employee }), ErrorCode.NoPermission)
    expectError(await save('Bus', await get('Bus'), employee), ErrorCode.NoPermission)
  })

  it('saves bus and dining settings for every traveller’s next call; the approval rules stay', async () => {
    const bus = await get('Bus')
    bus.RefundSettings.RefundReasonSettings.IsRequired = false
    bus.NormalSettings.ContactIssuedMessageSettings.IsSendWechat = true
    bus.NormalSettings.CustomItemSettings.CustomItemName = '  项目编号 '
    const saved = expectOk<any>(await save('Bus', bus)).Value
    assert.equal(saved.NormalSettings.CustomItemSettings.CustomItemName, '项目编号')
    const dining = await get('Dining')
    Object.assign(dining, { PayDays: 'TripDay', OverStandard: 'Refuse' })
    expectOk(await save('Dining', dining))

    const s = expectOk<any>(await env.call('customer/getSettingsV2', {}, { token: employee }))
    assert.deepEqual(
      [
        s.BusSettings.RefundSettings.RefundReasonSettings.IsRequired,
        s.BusSettings.NormalSettings.ContactIssuedMessageSettings.IsSendWechat,
        s.BusSettings.NormalSettings.CustomItemSettings.CustomItemName,
        s.DiningSettings.PayDays,
        s.DiningSettings.OverStandard,
      ],
      [false, true, '项目编号', 'TripDay', 'Refuse'],
    )
    assert.ok(s.BusSettings.RefundSettings.VettingSettings && s.DiningSettings.VettingSettings, 'the approval rules are kept')
    const audit = expectOk<any>(await env.call('audit/list', { Entity: 'ProductSettings', PageIndex: 1, PageSize: 10 }, { token: admin }))
    assert.deepEqual(
      audit.Items.map((e: any) => Object.keys(e.After)[0]),
      ['Dining', 'Bus'],
    )
    assert.equal(audit.Items[1].Before.Bus.RefundSettings.RefundReasonSettings.IsRequired, true)
  })
})
