/**
 * The personal centre (docs/personal.md): privacy protection masks the caller's own and
 * travellers' numbers in every answer (traveller list, an order detail, the profile) and a reveal
 * gives one back to its owner only; notification switches are saved and the message centre drops
 * categories switched off in-app; the bound phone changes through a code to the new phone and
 * refuses another account's phone; third-party bindings by code and by link; the emergency
 * contact, an alarm with its public share (without a session, refused after the trip), and
 * isolation between companies throughout.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Type } from '@sinclair/typebox'
import { ErrorCode, type EmptyReq } from '../../types/api'
import { defineDomain } from '../src/http/call'
import { keepSerialized } from '../src/http/envelope'
import { makeIdCard } from '../src/lib/id-card'
import { bookingBody, choice, DAY, inPolicyFare, me, passengerOf } from './flight-harness'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const ID = makeIdCard('110101', '1990-03-07', 'M', 3)

describe('personal centre', () => {
  let env: TestEnv
  let employee: string
  let booker: string
  let other: string
  let approver: string
  let orderNo: string
  let travellerId: number

  before(async () => {
    env = await createTestEnv()
    ;[employee, booker, other, approver] = await Promise.all(['employee01', 'booker01', 'other01', 'approver01'].map((u) => env.login(u)))
    const { row, cabin } = await inPolicyFare(env, employee)
    const body = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))])
    orderNo = expectOk(await env.call('flight/submitBooking', body, { token: employee })).OrderNo
    travellerId = expectOk(
      await env.call('frequentTraveler/save', { ChName: '李明', Mobile: '13812345678', Documents: [{ DocType: 'IDCard', DocNo: ID }] }, { token: employee }),
    ).FrequentTravelerId
  })
  after(() => env.close())

  it('publishes the calls in the OpenAPI document', async () => {
    const doc = (await env.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    for (const p of ['/api/user/revealPrivate', '/api/User/ThreePartyBind/complete', '/api/emergency/getSharedTrip']) assert.ok(doc.paths[p], p)
    assert.equal(doc.paths['/api/emergency/getSharedTrip'].post.security, undefined, 'the share is public')
  })

  describe('privacy protection', () => {
    it('is off by default: the owner sees their own numbers', async () => {
      const s = expectOk(await env.call('user/getPersonalSettings', {}, { token: employee }))
      assert.equal(s.EnablePrivacyProtect, false)
      const list = expectOk(await env.call('frequentTraveler/list', {}, { token: employee }))
      assert.equal(list.Travelers.find((t: any) => t.FrequentTravelerId === travellerId).IdNo, ID)
    })

    it('on: masks the traveller list, the order detail and the profile, the owner included', async () => {
      expectOk(await env.call('user/savePersonalSettings', { EnablePrivacyProtect: true }, { token: employee }))
      const t = expectOk(await env.call('frequentTraveler/list', {}, { token: employee })).Travelers.find((x: any) => x.FrequentTravelerId === travellerId)
      assert.equal(t.IdNo, `${ID.slice(0, 4)}**********${ID.slice(-4)}`)
      assert.equal(t.Mobile, '138****5678')
      const detail = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: orderNo }, { token: employee }))
      assert.match(detail.Passengers[0].IdNo, /^\d{4}\*+\w{4}$/, 'the traveller themself sees the masked number')
      assert.match(detail.Passengers[0].Mobile, /^\d{3}\*{4}\d{4}$/)
      const self = expectOk(await env.call('user/getBookPersons', {}, { token: employee })).Persons.find((p: any) => p.IsSelf)
      assert.ok(self.IdNo.includes('*') && self.Mobile.includes('*'))
      const profile = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: employee })).PersonalInfor
      assert.match(profile.Mobile, /^\d{3}\*{4}\d{4}$/)
      // Someone else's setting changes nothing for them.
      const plain = expectOk(await env.call('user/getBookPersons', {}, { token: booker })).Persons.find((p: any) => p.IsSelf)
      assert.ok(!plain.IdNo.includes('*'))
    })

    it('a masked value sent back unchanged keeps the stored one', async () => {
      const d = expectOk(await env.call('frequentTraveler/detail', { FrequentTravelerId: travellerId }, { token: employee }))
      expectOk(
        await env.call(
          'frequentTraveler/save',
          { FrequentTravelerId: travellerId, ChName: '李明', Mobile: d.Mobile, Documents: [{ DocType: 'IDCard', DocNo: d.Documents[0].DocNo }] },
          { token: employee },
        ),
      )
      const row = await env.db.selectFrom('frequent_travelers').select(['id_no', 'mobile']).where('id', '=', travellerId).executeTakeFirstOrThrow()
      assert.deepEqual(row, { id_no: ID, mobile: '13812345678' })
      const contact = expectOk(await env.call('frequentContact/save', { Name: '赵敏', Mobile: '13566667777' }, { token: employee }))
      assert.equal(contact.Mobile, '135****7777')
      expectOk(await env.call('frequentContact/save', { ContactId: contact.ContactId, Name: '赵敏', Mobile: contact.Mobile }, { token: employee }))
      const c = await env.db.selectFrom('frequent_contacts').select('mobile').where('id', '=', contact.ContactId).executeTakeFirstOrThrow()
      assert.equal(c.mobile, '13566667777')
    })

    it('reveal gives the owner one value and records it; nobody else', async () => {
      const r = expectOk(await env.call('user/revealPrivate', { Source: 'FrequentTraveler', Id: travellerId, Field: 'IdNo' }, { token: employee }))
      assert.equal(r.Value, ID)
      const pax = expectOk(await env.call('user/revealPrivate', { Source: 'OrderPassenger', OrderNo: orderNo, Index: 0, Field: 'Mobile' }, { token: employee }))
      assert.match(pax.Value, /^1\d{10}$/)
      const reveals = await env.db.selectFrom('privacy_reveals').select(['source', 'ref', 'field']).orderBy('id').execute()
      assert.deepEqual(
        reveals.map((x) => x.ref),
        [`FrequentTraveler:${travellerId}`, `OrderPassenger:${orderNo}:0`],
      )
      expectError(
        await env.call('user/revealPrivate', { Source: 'FrequentTraveler', Id: travellerId, Field: 'IdNo' }, { token: booker }),
        ErrorCode.NoPermission,
      )
      expectError(await env.call('user/revealPrivate', { Source: 'FrequentTraveler', Id: travellerId, Field: 'IdNo' }, { token: other }), ErrorCode.NotFound)
      expectError(
        await env.call('user/revealPrivate', { Source: 'OrderPassenger', OrderNo: orderNo, Index: 0, Field: 'IdNo' }, { token: other }),
        ErrorCode.NotFound,
      )
      assert.equal(
        await env.db
          .selectFrom('privacy_reveals')
          .select('id')
          .execute()
          .then((x) => x.length),
        2,
      )
    })
  })

  describe('notification settings', () => {
    it('saves switches per topic and channel; e-mail needs an address; the message centre drops what is off in-app', async () => {
      const s = expectOk(await env.call('user/savePersonalSettings', { Notifications: { OrderUpdates: { Sms: false } } }, { token: booker }))
      assert.deepEqual(s.Notifications.OrderUpdates, { InApp: true, Sms: false, Email: false })
      assert.deepEqual(s.Notifications.Approvals, { InApp: true, Sms: true, Email: false })
      const person = await env.db
        .selectFrom('users')
        .innerJoin('persons', 'persons.id', 'users.person_id')
        .select(['persons.id', 'persons.company_id'])
        .where('users.user_name', '=', 'booker01')
        .executeTakeFirstOrThrow()
      await env.db.updateTable('persons').set({ email: null }).where('id', '=', person.id).execute()
      expectError(await env.call('user/savePersonalSettings', { Notifications: { Approvals: { Email: true } } }, { token: booker }), ErrorCode.ValidationFailed)

      // employee01's order gives them order notices.
      const orders = async () => expectOk(await env.call('message/getMessageList', { Category: 'Order' }, { token: employee })).Items.length
      assert.ok((await orders()) > 0)
      expectOk(await env.call('user/savePersonalSettings', { Notifications: { OrderUpdates: { InApp: false } } }, { token: employee }))
      assert.equal(await orders(), 0)
      assert.equal(expectOk(await env.call('message/getUnreadCount', {}, { token: employee })).Order, 0)
      expectOk(await env.call('user/savePersonalSettings', { Notifications: { OrderUpdates: { InApp: true } } }, { token: employee }))
    })
  })

  describe('changing the bound phone', () => {
    it("sends the code to the new phone, changes it, refuses another account's phone and limits codes", async () => {
      const taken = await env.db
        .selectFrom('users')
        .innerJoin('persons', 'persons.id', 'users.person_id')
        .select('persons.mobile')
        .where('users.user_name', '=', 'employee01')
        .executeTakeFirstOrThrow()
      expectError(await env.call('user/sendBindMobileValidCode', { Mobile: taken.mobile! }, { token: approver }), ErrorCode.AlreadyExists)
      const sent = expectOk(await env.call('user/sendBindMobileValidCode', { Mobile: '13977770001' }, { token: approver }))
      assert.equal(sent.MaskedTarget, '+86 139****0001')
      assert.equal(env.sent.at(-1)!.to, '86 13977770001', 'the code goes to the new phone')
      const wrong = env.lastCode() === '000000' ? '111111' : '000000'
      expectError(await env.call('user/bindMobile', { Mobile: '13977770001', Code: wrong }, { token: approver }), ErrorCode.CodeInvalid)
      const done = expectOk(await env.call('user/bindMobile', { Mobile: '13977770001', Code: env.lastCode() }, { token: approver }))
      assert.equal(done.MaskedMobile, '+86 139****0001')
      const me = await env.db
        .selectFrom('users')
        .innerJoin('persons', 'persons.id', 'users.person_id')
        .select('persons.mobile')
        .where('users.user_name', '=', 'approver01')
        .executeTakeFirstOrThrow()
      assert.equal(me.mobile, '13977770001')
      expectError(await env.call('user/sendBindMobileValidCode', { Mobile: '13977770001' }, { token: employee }), ErrorCode.AlreadyExists)
      expectOk(await env.call('user/sendBindMobileValidCode', { Mobile: '13977770002' }, { token: approver }))
      expectOk(await env.call('user/sendBindMobileValidCode', { Mobile: '13977770003' }, { token: approver }))
      expectError(await env.call('user/sendBindMobileValidCode', { Mobile: '13977770004' }, { token: approver }), ErrorCode.TooManyCodes)
    })
  })

  describe('third-party bindings', () => {
    it('binds Ctrip by code, refuses its account for another user, and unbinds', async () => {
      const before = expectOk(await env.call('User/ThreePartyBind', {}, { token: employee })).Bindings
      assert.deepEqual(
        before.map((b: any) => [b.Provider, b.Method, b.State]),
        [
          ['Ctrip', 'Code', 'Unbound'],
          ['Huazhu', 'Code', 'Unbound'],
          ['Meituan', 'Link', 'Unbound'],
        ],
      )
      expectOk(await env.call('User/ThreePartyBind/sendCode', { Provider: 'Ctrip', Account: '13655550001' }, { token: employee }))
      const bound = expectOk(
        await env.call('User/ThreePartyBind/bind', { Provider: 'Ctrip', Account: '13655550001', Code: env.lastCode() }, { token: employee }),
      )
      assert.deepEqual([bound.State, bound.Account], ['Bound', '136****0001'])
      expectError(await env.call('User/ThreePartyBind/sendCode', { Provider: 'Ctrip', Account: '13655550001' }, { token: other }), ErrorCode.AlreadyExists)
      expectError(
        await env.call('User/ThreePartyBind/sendCode', { Provider: 'Ctrip', Account: '13655550002' }, { token: employee }),
        ErrorCode.BindingStateInvalid,
      )
      assert.equal(expectOk(await env.call('User/ThreePartyBind', {}, { token: other })).Bindings[0].State, 'Unbound', 'per user')
      assert.equal(expectOk(await env.call('User/ThreePartyBind/unbind', { Provider: 'Ctrip' }, { token: employee })).State, 'Unbound')
      expectError(await env.call('User/ThreePartyBind/unbind', { Provider: 'Ctrip' }, { token: employee }), ErrorCode.BindingStateInvalid)
    })

    it('binds Meituan by link: Verifying, then Bound when the provider calls back; a link expires', async () => {
      const link = expectOk(await env.call('User/ThreePartyBind/startLink', { Provider: 'Meituan' }, { token: employee }))
      assert.equal(link.Binding.State, 'Verifying')
      const done = expectOk(await env.call('User/ThreePartyBind/complete', { LinkToken: link.LinkToken, Account: 'mt-88001234' }))
      assert.equal(done.State, 'Bound')
      expectError(await env.call('User/ThreePartyBind/complete', { LinkToken: link.LinkToken, Account: 'mt-88001234' }), ErrorCode.BindingStateInvalid)
      assert.equal(expectOk(await env.call('User/ThreePartyBind', {}, { token: employee })).Bindings[2].State, 'Bound')
      expectError(await env.call('User/ThreePartyBind/startLink', { Provider: 'Ctrip' }, { token: other }), ErrorCode.BindingStateInvalid)

      const late = expectOk(await env.call('User/ThreePartyBind/startLink', { Provider: 'Meituan' }, { token: other }))
      env.advance(1801)
      assert.equal(expectOk(await env.call('User/ThreePartyBind', {}, { token: other })).Bindings[2].State, 'Unbound')
      expectError(await env.call('User/ThreePartyBind/complete', { LinkToken: late.LinkToken, Account: 'mt-2' }), ErrorCode.BindingStateInvalid)
    })
  })

  describe('emergency alarm', () => {
    it('validates and keeps the contact; an alarm needs one', async () => {
      expectError(await env.call('emergency/alarm', { OrderNo: orderNo }, { token: employee }), ErrorCode.EmergencyContactMissing)
      expectError(await env.call('user/saveEmergencyContact', { Name: '王芳', Mobile: '1234' }, { token: employee }), ErrorCode.ValidationFailed)
      expectError(await env.call('user/saveEmergencyContact', { Name: '  ', Mobile: '13700001111' }, { token: employee }), ErrorCode.ValidationFailed)
      const saved = expectOk(await env.call('user/saveEmergencyContact', { Name: '王芳', Mobile: '13700001111' }, { token: employee }))
      assert.deepEqual(saved.Contact, { Name: '王芳', MobileCountryCode: '86', Mobile: '137****1111' }, 'masked: privacy protection is on')
      expectOk(await env.call('user/saveEmergencyContact', { Name: '王芳', Mobile: '137****1111' }, { token: employee }))
      const r = expectOk(await env.call('user/revealPrivate', { Source: 'EmergencyContact', Field: 'Mobile' }, { token: employee }))
      assert.equal(r.Value, '13700001111')
      assert.equal(expectOk(await env.call('user/getEmergencyContact', {}, { token: other })).Contact, null)
    })

    it('records the message, shares the trip without a session until it ends; other companies cannot alarm', async () => {
      expectOk(await env.call('user/saveEmergencyContact', { Name: 'Wang', Mobile: '13700002222' }, { token: other }))
      expectError(await env.call('emergency/alarm', { OrderNo: orderNo }, { token: other }), ErrorCode.NotFound)
      // A colleague who may view the order is still not its traveller or booker.
      const admin = await env.login('admin01')
      expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: orderNo }, { token: admin }))
      expectError(await env.call('emergency/alarm', { OrderNo: orderNo }, { token: admin }), ErrorCode.NoPermission)

      const alarm = expectOk(await env.call('emergency/alarm', { OrderNo: orderNo, Note: '航班延误后联系不上' }, { token: employee }))
      assert.equal(alarm.ContactName, '王芳')
      assert.ok(alarm.MessageText.includes(alarm.ShareUrl) && alarm.MessageText.includes('航班延误后联系不上'))
      assert.equal(alarm.Trip.StartDate, DAY)
      assert.match(alarm.ShareExpiresAt, / 00:00$/)
      const list = expectOk(await env.call('emergency/listAlarms', {}, { token: employee })).Alarms
      assert.deepEqual(
        list.map((a: any) => a.AlarmId),
        [alarm.AlarmId],
      )
      assert.equal(expectOk(await env.call('emergency/listAlarms', {}, { token: other })).Alarms.length, 0)

      const shared = expectOk(await env.call('emergency/getSharedTrip', { Token: alarm.ShareToken }))
      assert.equal(shared.Note, '航班延误后联系不上')
      assert.equal(shared.Trip.Legs.length, 1)
      assert.ok(shared.Trip.TravellerNames.length === 1 && shared.SenderName)
      assert.ok(!JSON.stringify(shared).match(/\d{11}/), 'no phone or document number in the share')
      expectError(await env.call('emergency/getSharedTrip', { Token: 'x'.repeat(43) }), ErrorCode.NotFound)

      // Readable until the end of the trip's last day (DAY) in China time, and not after it (a few
      // seconds either side: the test clock runs on while the calls are made).
      const endOfDay = Date.parse(`${DAY}T00:00:00+08:00`) + 86_400_000
      env.advance(Math.floor((endOfDay - env.now().getTime()) / 1000) - 5)
      expectOk(await env.call('emergency/getSharedTrip', { Token: alarm.ShareToken }))
      env.advance(10)
      expectError(await env.call('emergency/getSharedTrip', { Token: alarm.ShareToken }), ErrorCode.ShareExpired)
      expectError(await env.call('emergency/alarm', { OrderNo: orderNo }, { token: await env.login('employee01') }), ErrorCode.TripNotActive)
    })
  })
})

/** An answer kept and sent many times (as the searches keep theirs), holding numbers to mask. */
type KeptCalls = { 'test/keptPeople': { req: EmptyReq; res: { People: { Name: string; IdNo: string; Mobile: string }[] } } }
const KEPT = keepSerialized({ People: [{ Name: '李明', IdNo: ID, Mobile: '13812345678' }] })
const keptDomain = defineDomain<KeptCalls>('test', 'Test-only calls', (call) => {
  call('test/keptPeople', {
    summary: 'A kept answer with numbers',
    auth: 'required',
    body: Type.Object({}),
    result: Type.Object({ People: Type.Array(Type.Object({ Name: Type.String(), IdNo: Type.String(), Mobile: Type.String() })) }),
    handle: async () => KEPT,
  })
})

describe('privacy protection of a kept answer', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv({ extraDomains: [keptDomain] })))
  after(() => env.close())

  it('masks it for a caller whose protection is on, every time it is sent, and never changes the kept answer', async () => {
    const employee = await env.login('employee01')
    const booker = await env.login('booker01')
    assert.deepEqual(expectOk(await env.call('test/keptPeople', {}, { token: employee })).People[0], { Name: '李明', IdNo: ID, Mobile: '13812345678' })
    expectOk(await env.call('user/savePersonalSettings', { EnablePrivacyProtect: true }, { token: employee }))
    for (let i = 0; i < 2; i++) {
      const p = expectOk(await env.call('test/keptPeople', {}, { token: employee })).People[0]
      assert.equal(p.IdNo, `${ID.slice(0, 4)}**********${ID.slice(-4)}`)
      assert.equal(p.Mobile, '138****5678')
    }
    assert.deepEqual(
      expectOk(await env.call('test/keptPeople', {}, { token: booker })).People[0],
      { Name: '李明', IdNo: ID, Mobile: '13812345678' },
      'protection off: as kept',
    )
    assert.deepEqual(KEPT.People[0], { Name: '李明', IdNo: ID, Mobile: '13812345678' })
  })
})
