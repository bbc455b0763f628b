/**
 * Every call of docs/addresses.md is in the OpenAPI document, and the calls published under the
 * brief's names answer as they should: the same handler under both names where one existed, the
 * personal centre's badges, a traveller file imported row by row, the caller's own kept values, a
 * name in pinyin, every rank's standard, the prepayment's record, the template's unbound people
 * and items, the booking-permission marks, the about page — with their refusals (powers, another
 * person's or company's data, bad input).
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { callUrl } from '../src/app/register'
import { makeIdCard } from '../src/lib/id-card'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

/** The items of one section of docs/addresses.md. */
function listed(title: string): string[] {
  const text = fs.readFileSync(path.resolve(__dirname, '../../docs/addresses.md'), 'utf8')
  const body = text.split(/^## /m).find((s) => s.startsWith(title + '\n')) ?? ''
  return [...body.matchAll(/^- `([^`]+)`$/gm)].map((m) => m[1])
}

const ID1 = makeIdCard('110101', '1990-03-07', 'F', 3)
const ID2 = makeIdCard('110101', '1980-01-01', 'M', 5)
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

describe('every call by its name', () => {
  let env: TestEnv
  let employee: string
  let admin: string
  let other: string
  let doc: { paths: Record<string, { post: { summary: string } }> }

  before(async () => {
    env = await createTestEnv()
    ;[employee, admin, other] = await Promise.all(['employee01', 'admin01', 'other01'].map((u) => env.login(u)))
    doc = (await env.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
  })
  after(() => env.close())

  it('every listed call is in the OpenAPI document', () => {
    const calls = listed('Calls')
    assert.ok(calls.length >= 185, `${calls.length} calls listed`)
    const paths = new Set(Object.keys(doc.paths).map((p) => p.toLowerCase()))
    const missing = calls.filter((c) => !paths.has(callUrl(c).toLowerCase()))
    assert.deepEqual(missing, [])
  })

  it('a call published under a second name answers as the first', async () => {
    const pairs: [string, string, object][] = [
      ['frequentContact/list', 'user/getDefaultContacts', {}],
      ['newhotel/hotel/getHotelCityList', 'newhotel/intlHotelv2/getCityList', { International: true }],
      ['hotelrank', 'intlHotelRank', {}],
    ]
    for (const [first, second, body] of pairs) {
      const a = expectOk(await env.call(first, body, { token: employee }))
      const b = expectOk(await env.call(second, body, { token: employee }))
      if (first === 'hotelrank') assert.ok(b === null || typeof b === 'object', second)
      else assert.deepEqual(b, a, `${second} answers as ${first}`)
    }
    // Without International the international list is the cities abroad.
    const abroad = expectOk(await env.call('newhotel/intlHotelv2/getCityList', {}, { token: employee }))
    assert.deepEqual(abroad, expectOk(await env.call('newhotel/hotel/getHotelCityList', { International: true }, { token: employee })))
  })

  it('default contacts by their user/ names: add, set default, delete by ?id=', async () => {
    const a = expectOk(await env.call('user/addDefaultContact', { Name: '王芳', MobileCountryCode: '86', Mobile: '13900001111' }, { token: employee }))
    const b = expectOk(await env.call('user/addDefaultContact', { Name: '赵强', MobileCountryCode: '86', Mobile: '13900002222' }, { token: employee }))
    assert.equal(expectOk(await env.call('user/setDefaultContact', { ContactId: b.ContactId }, { token: employee })).IsDefault, true)
    // Another person's contact is not theirs to delete.
    expectError(await env.call(`/api/user/deleteDefaultContact?id=${a.ContactId}`, {}, { token: admin }), ErrorCode.NotFound)
    expectError(await env.call('user/deleteDefaultContact', {}, { token: employee }), ErrorCode.ValidationFailed)
    assert.equal(expectOk(await env.call(`/api/user/deleteDefaultContact?id=${a.ContactId}`, {}, { token: employee })).ContactId, a.ContactId)
    const left = expectOk(await env.call('user/getDefaultContacts', {}, { token: employee })).Contacts.map((c: { ContactId: number }) => c.ContactId)
    assert.ok(!left.includes(a.ContactId) && left.includes(b.ContactId))
  })

  it('frequentTraveler/add and put save as frequentTraveler/save', async () => {
    const id = expectOk(
      await env.call('frequentTraveler/add', { ChName: '孙丽', Mobile: '13700001234', Documents: [{ DocType: 'IDCard', DocNo: ID1 }] }, { token: employee }),
    ).FrequentTravelerId
    expectOk(
      await env.call(
        'frequentTraveler/put',
        { FrequentTravelerId: id, ChName: '孙丽', Mobile: '13700009999', Documents: [{ DocType: 'IDCard', DocNo: ID1 }] },
        { token: employee },
      ),
    )
    assert.equal(expectOk(await env.call('frequentTraveler/detail', { FrequentTravelerId: id }, { token: employee })).Mobile, '13700009999')
    // Another person's traveller cannot be edited through the other name either.
    const put = await env.call(
      'frequentTraveler/put',
      { FrequentTravelerId: id, ChName: '孙丽', Mobile: '13700005555', Documents: [{ DocType: 'IDCard', DocNo: ID1 }] },
      { token: admin },
    )
    assert.equal(put.IsSuccess, false)
  })

  it('frequentTraveler/batchImport saves the good rows and reports every bad one', async () => {
    const csv = [
      '中文姓名,手机号,证件类型,证件号码,LastName,FirstName,Expiry,性别,出生日期',
      `周杰,13600001111,IDCard,${ID2},,,,,`,
      `吴,13600002222,IDCard,${ID2},,,,,`,
      ',13600003333,Passport,E12345678,SMITH,JOHN,2031-05-01,男,1985-06-01',
      `郑好,136,IDCard,${ID2},,,,,`,
      '冯真,13600004444,Visa,X1,,,,,',
    ].join('\r\n')
    const res = expectOk(await env.call('frequentTraveler/batchImport', { FileName: 'travellers.csv', ContentBase64: b64(csv) }, { token: employee, lang: 2 }))
    assert.equal(res.Rows, 5)
    assert.equal(res.Imported, 2)
    assert.deepEqual(
      res.Results.map((r: { Row: number; FrequentTravelerId: number | null; Field: string }) => [r.Row, r.FrequentTravelerId !== null, r.Field]),
      [
        [1, true, ''],
        [2, false, 'ChName'],
        [3, true, ''],
        [4, false, 'Mobile'],
        [5, false, 'DocType'],
      ],
    )
    assert.ok(res.Results[3].Message.length > 0)
    const table: [string, object, number][] = [
      ['another file type', { FileName: 'travellers.txt', ContentBase64: b64(csv) }, ErrorCode.ValidationFailed],
      ['an unknown column', { FileName: 't.csv', ContentBase64: b64('Name,Mobile,DocNo\r\n周杰,13600001111,x') }, ErrorCode.ValidationFailed],
      ['only a header', { FileName: 't.csv', ContentBase64: b64('ChName,Mobile,DocNo') }, ErrorCode.ValidationFailed],
    ]
    for (const [what, body, code] of table) assert.equal((await env.call('frequentTraveler/batchImport', body, { token: employee })).ErrorCode, code, what)
  })

  it('the personal centre’s badges count the caller’s own', async () => {
    const counts = expectOk(await env.call('user/getMineCountInfo', {}, { token: employee }))
    for (const k of ['UnpaidOrders', 'PendingApprovalOrders', 'ApprovalsToDecide', 'UnreadMessages']) assert.equal(typeof counts[k], 'number', k)
    const init = expectOk(await env.call('user/getUserCenterInitInfo', {}, { token: employee }))
    assert.deepEqual(init.Counts, counts)
    assert.equal(init.PersonalInfor.UserName, 'employee01')
    expectError(await env.call('user/getMineCountInfo', {}), ErrorCode.NotLoggedIn)
    // The Manage tab's head needs company management.
    expectError(await env.call('user/getUserManageInfo', {}, { token: employee }), ErrorCode.NoPermission)
    const manage = expectOk(await env.call('user/getUserManageInfo', {}, { token: admin }))
    assert.ok(manage.Employees > 0 && manage.CompanyName)
  })

  it('cache/get and cache/set keep the caller’s own values only', async () => {
    assert.equal(expectOk(await env.call('cache/get', { Key: 'draft.flight' }, { token: employee })).Value, null)
    expectOk(await env.call('cache/set', { Key: 'draft.flight', Value: '{"to":"SZX"}' }, { token: employee }))
    assert.equal(expectOk(await env.call('cache/get', { Key: 'draft.flight' }, { token: employee })).Value, '{"to":"SZX"}')
    // Another person under the same key sees nothing of it, and cannot name whose value to read.
    assert.equal(expectOk(await env.call('cache/get', { Key: 'draft.flight' }, { token: other })).Value, null)
    const table: [string, object][] = [
      ['another account named', { Key: 'draft.flight', UserId: 1 }],
      ['a bad key', { Key: 'no spaces' }],
      ['a missing key', {}],
    ]
    for (const [what, body] of table) assert.equal((await env.call('cache/get', body, { token: other })).ErrorCode, ErrorCode.ValidationFailed, what)
    expectError(await env.call('cache/set', { Key: 'k', Value: 'x'.repeat(16_001) }, { token: employee }), ErrorCode.ValidationFailed)
    expectOk(await env.call('cache/set', { Key: 'draft.flight', Value: null }, { token: employee }))
    assert.equal(expectOk(await env.call('cache/get', { Key: 'draft.flight' }, { token: employee })).Value, null)
  })

  it('user/convertPinyinName writes a name as a passport does', async () => {
    const table: [string, string, string][] = [
      ['张三', 'ZHANG', 'SAN'],
      ['单田芳', 'SHAN', 'TIANFANG'],
      ['欧阳娜娜', 'OUYANG', 'NANA'],
      ['吕绿', 'LYU', 'LYU'],
      ['买买提·艾力', 'AILI', 'MAIMAITI'],
    ]
    for (const [name, last, first] of table) {
      const r = expectOk(await env.call('user/convertPinyinName', { Name: name }, { token: employee }))
      assert.deepEqual([r.LastName, r.FirstName], [last, first], name)
    }
    for (const bad of ['李', 'Smith']) expectError(await env.call('user/convertPinyinName', { Name: bad }, { token: employee }), ErrorCode.ValidationFailed)
  })

  it('every rank’s standard of a product needs rank management', async () => {
    for (const p of ['flightv3', 'hotelv3', 'intlHotelv3', 'trainv3']) {
      expectError(await env.call(p, {}, { token: employee }), ErrorCode.NoPermission)
      const r = expectOk(await env.call(p, {}, { token: admin }))
      assert.ok(r.Ranks.length > 0, p)
      const rank = r.Ranks[0]
      assert.deepEqual(
        { ...rank, RankName: undefined, RankNameEn: undefined },
        {
          ...expectOk(await env.call('rank/getPolicy', { RankId: rank.RankId, Product: r.Product }, { token: admin })),
          RankName: undefined,
          RankNameEn: undefined,
        },
      )
    }
  })

  it('the approval template’s unbound people and items are the Bound false lists', async () => {
    const templates = expectOk(await env.call('vettingsetting/getVettingTemplates', {}, { token: admin }))
    const id = (templates.Items ?? templates.Templates ?? templates)[0].TemplateId
    const people = expectOk(await env.call('vettingsetting/getTemplateUnBindPersons', { TemplateId: id }, { token: admin }))
    assert.deepEqual(people, expectOk(await env.call('vettingsetting/getTemplateBindPersons', { TemplateId: id, Bound: false }, { token: admin })))
    const items = expectOk(await env.call('vettingsetting/getTemplateUnBindCustomItems', { TemplateId: id }, { token: admin }))
    assert.deepEqual(items, expectOk(await env.call('vettingsetting/getTemplateBindCustomItems', { TemplateId: id, Bound: false }, { token: admin })))
    expectError(await env.call('vettingsetting/getTemplateUnBindPersons', { TemplateId: id }, { token: employee }), ErrorCode.NoPermission)
  })

  it('the booking-permission marks, the company fields of a traveller and the about page', async () => {
    const me = expectOk(await env.call('user/getEmployeeExtendFields', {}, { token: employee }))
    assert.ok(me.PersonId > 0 && me.DepartmentName)
    const marks = expectOk(await env.call('customer/mobile/permission/selectStatus', { PersonIds: [me.PersonId] }, { token: admin }))
    assert.deepEqual(marks.Items, [{ PersonId: me.PersonId, OwnBooking: false, OwnView: false }])
    expectError(await env.call('customer/mobile/permission/selectStatus', { PersonIds: [me.PersonId] }, { token: employee }), ErrorCode.NoPermission)
    // A person of another company is nobody here.
    const stranger = expectOk(await env.call('user/getEmployeeExtendFields', {}, { token: other })).PersonId
    expectError(await env.call('user/getEmployeeExtendFields', { PersonId: stranger }, { token: admin }), ErrorCode.NotFound)
    expectError(await env.call('customer/mobile/permission/selectStatus', { PersonIds: [stranger] }, { token: admin }), ErrorCode.NotFound)
    const about = expectOk(await env.call('user/getAboutUsContent', {}, { token: employee }))
    assert.ok(about.VersionNumber && about.Company.Name)
  })

  it('a prepayment record with its order, and another ledger’s record refused', async () => {
    expectError(await env.call('user/getPrePaymentRecordDetails', { Id: 1 }, { token: other }), ErrorCode.NoPermission)
    const records = expectOk(await env.call('advancePayment/getRecords', { PageIndex: 1, PageSize: 5 }, { token: admin }))
    if (records.Items.length) {
      const r = records.Items[0]
      const d = expectOk(await env.call('user/getPrePaymentRecordDetails', { Id: r.Id }, { token: admin }))
      assert.equal(d.Id, r.Id)
      assert.equal(d.Order?.OrderNo ?? '', r.OrderNo)
    }
    expectError(await env.call('user/getPrePaymentRecordDetails', { Id: 999_999 }, { token: admin }), ErrorCode.NotFound)
  })
})
