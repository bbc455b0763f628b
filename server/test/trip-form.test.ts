/**
 * Trip applications: the form rules (legs, dates, budgets as the settings say, scope), drafts,
 * cancel, idempotent create, and the authorization code of an approved application resolving
 * (or saying why not) for a booking.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { t as translate } from '../src/i18n'
import { buildSetting } from '../src/services/templates/settings'
import { authorizationCodeError, resolveAuthorizationCode } from '../src/services/trip-forms/authorization'
import { checkBudgets, checkLegs } from '../src/services/trip-forms/rules'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, TODAY as SUITE_TODAY, type TestEnv } from './helpers'

/** A day `n` days after the suite's today (12: applicationBody's TRIP_OUT). */
const on = (n: number): string => addDays(SUITE_TODAY, n)
import { applicationBody, approve, companyId, personId, rid } from './approval-harness'

describe('trip application rules (pure)', () => {
  const TODAY = '2026-11-19'
  const leg = (a: string, b: string, d: string) => ({ DepartCityCode: a, ArriveCityCode: b, DepartDate: d })
  const LEG_CASES: [string, ReturnType<typeof leg>[], string | undefined, string | null][] = [
    ['one leg', [leg('BJS', 'SHA', '2026-12-01')], undefined, null],
    ['multi-leg, same day allowed', [leg('BJS', 'SHA', '2026-12-01'), leg('SHA', 'CAN', '2026-12-01'), leg('CAN', 'BJS', '2026-12-05')], undefined, null],
    ['airport codes stand for their city', [leg('PEK', 'PVG', '2026-12-01')], undefined, null],
    ['same city', [leg('BJS', 'SHA', '2026-12-01'), leg('SHA', 'SHA', '2026-12-02')], undefined, '第2程的出发城市和到达城市不能相同'],
    ['same city by airport', [leg('PEK', 'PKX', '2026-12-01')], undefined, '第1程的出发城市和到达城市不能相同'],
    ['dates out of order', [leg('BJS', 'SHA', '2026-12-05'), leg('SHA', 'BJS', '2026-12-03')], undefined, '第2程的日期不能早于上一程'],
    ['past date', [leg('BJS', 'SHA', '2026-11-18')], undefined, '出行日期不能早于今天'],
    ['not a date', [leg('BJS', 'SHA', '2026-02-30')], undefined, 'Legs.0.DepartDate 不是有效日期'],
    ['unknown city', [leg('BJS', 'XXX', '2026-12-01')], undefined, '未找到城市 XXX'],
    ['end before last leg', [leg('BJS', 'SHA', '2026-12-05')], '2026-12-04', '结束日期不能早于最后一程的日期'],
    ['end after last leg', [leg('BJS', 'SHA', '2026-12-05')], '2026-12-08', null],
    ['too far ahead', [leg('BJS', 'SHA', '2027-12-01')], undefined, '出行日期不能晚于今天起365天'],
  ]
  for (const [name, legs, end, error] of LEG_CASES) {
    it(`legs: ${name}`, () => {
      if (error === null) {
        const r = checkLegs(legs, end, TODAY)
        assert.equal(r.startDate, legs[0].DepartDate)
        assert.equal(r.endDate, end ?? legs[legs.length - 1].DepartDate)
      } else {
        assert.throws(
          () => checkLegs(legs, end, TODAY),
          (e: any) => e.code === ErrorCode.ValidationFailed && renderZh(e) === error,
        )
      }
    })
  }

  const demo = buildSetting('demo').TripApplicationFormSettings
  const hidden = {
    TotalBudgetSettings: { IsDisplayTotalBudget: false, IsRequiredTotalBudget: false },
    BusinessBudgetSettings: { IsDisplayBusinessBudget: false, IsRequiredBusinessBudget: false },
  }
  const optional = {
    TotalBudgetSettings: { IsDisplayTotalBudget: true, IsRequiredTotalBudget: false },
    BusinessBudgetSettings: { IsDisplayBusinessBudget: true, IsRequiredBusinessBudget: true },
  }
  type B = { Business: 'Flight' | 'Hotel' | 'Train' | 'Car' | 'Other'; Amount: number }[]
  const BUDGET_CASES: [string, typeof demo | typeof hidden, number | null | undefined, B | undefined, string | null, number | null][] = [
    ['demo: total required and given', demo, 100000, undefined, null, 100000],
    ['demo: total required, missing', demo, undefined, undefined, '请填写总预算', null],
    [
      'demo: business within total',
      demo,
      100000,
      [
        { Business: 'Flight', Amount: 60000 },
        { Business: 'Hotel', Amount: 40000 },
      ],
      null,
      100000,
    ],
    [
      'demo: business over total',
      demo,
      100000,
      [
        { Business: 'Flight', Amount: 60000 },
        { Business: 'Hotel', Amount: 50000 },
      ],
      '分项预算合计（¥1,100）不能超过总预算（¥1,000）',
      null,
    ],
    [
      'demo: business twice',
      demo,
      100000,
      [
        { Business: 'Flight', Amount: 1 },
        { Business: 'Flight', Amount: 2 },
      ],
      '机票预算重复',
      null,
    ],
    ['hidden budgets are dropped', hidden, 100000, [{ Business: 'Flight', Amount: 1 }], null, null],
    ['business budget required', optional, null, undefined, '请填写分项预算', null],
  ]
  for (const [name, settings, total, business, error, expected] of BUDGET_CASES) {
    it(`budgets: ${name}`, () => {
      if (error === null) assert.equal(checkBudgets(settings, total, business, 'zh-CN').total, expected)
      else
        assert.throws(
          () => checkBudgets(settings, total, business, 'zh-CN'),
          (e: any) => e.code === ErrorCode.ValidationFailed && renderZh(e) === error,
        )
    })
  }
})

/** The zh-CN text of an ApiError, as the app's error handler renders it. */
function renderZh(e: { messageKey: string; params?: Record<string, string | number> }): string {
  return translate('zh-CN', e.messageKey as never, e.params)
}

describe('trip applications', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  before(async () => {
    env = await createTestEnv()
    for (const u of ['employee01', 'booker01', 'approver01', 'admin01', 'consultant01', 'other01']) t[u] = await env.login(u)
  })
  after(() => env.close())

  it('the form settings: review type, budgets, scope', async () => {
    const info = expectOk(await env.call('tripformapi/application/getInitInfo', {}, { token: t.employee01 }))
    assert.equal(info.ReviewType, 1)
    assert.deepEqual(info.TotalBudget, { IsDisplay: true, IsRequired: true })
    assert.equal(info.CanApplyForOthers, false)
    assert.equal(expectOk(await env.call('tripformapi/application/getInitInfo', {}, { token: t.booker01 })).CanApplyForOthers, true)
  })

  it('validates through the call: cities differ, dates in order, budgets and company fields as the settings say, scope', async () => {
    const bad = async (token: string, extra: Record<string, unknown>, code: number = ErrorCode.ValidationFailed) =>
      expectError(await env.call('tripformapi/application/create', { ...(await applicationBody(env, token)), ...extra }, { token }), code).ErrMsg
    assert.equal(await bad(t.booker01, { Legs: [{ DepartCityCode: 'BJS', ArriveCityCode: 'BJS', DepartDate: on(12) }] }), '第1程的出发城市和到达城市不能相同')
    assert.equal(
      await bad(t.booker01, {
        Legs: [
          { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: on(16) },
          { DepartCityCode: 'SHA', ArriveCityCode: 'BJS', DepartDate: on(12) },
        ],
      }),
      '第2程的日期不能早于上一程',
    )
    assert.equal(await bad(t.booker01, { TotalBudget: null }), '请填写总预算')
    assert.equal(await bad(t.booker01, { CostCenterId: null }), '请填写成本中心')
    assert.equal(await bad(t.booker01, { ExtendFields: {} }), '请填写出行类别')
    assert.match(await bad(t.booker01, { Legs: [] }), /Legs/)
    // employee01 books for themself only.
    const lin = await personId(env, 'HY0017')
    assert.equal(await bad(t.employee01, { TravellerIds: [lin] }, ErrorCode.NoPermission), '您无权为林涛申请出差')
    const other = await personId(env, 'LH0002', 'LANHAI')
    assert.equal(await bad(t.booker01, { TravellerIds: [other] }), '出行人不存在或已离职')
    assert.equal(await bad(t.booker01, { TravellerIds: [lin, lin] }), '出行人不能重复')
    const en = expectError(
      await env.call('tripformapi/application/create', { ...(await applicationBody(env, t.booker01)), TotalBudget: null }, { token: t.booker01, lang: 2 }),
      1001,
    )
    assert.equal(en.ErrMsg, 'Please fill in total budget.')
  })

  it('create is idempotent per ClientRequestId; a draft is submitted later; cancel ends the approval', async () => {
    const lin = await personId(env, 'HY0017')
    const body = await applicationBody(env, t.booker01, { TravellerIds: [lin] })
    const first = expectOk(await env.call('tripformapi/application/create', body, { token: t.booker01 }))
    const again = expectOk(await env.call('tripformapi/application/create', body, { token: t.booker01 }))
    assert.equal(again.ApplicationNo, first.ApplicationNo)
    assert.equal(again.Replayed, true)
    assert.equal(first.Status, 'Submitted')

    const draft = expectOk(
      await env.call('tripformapi/application/create', await applicationBody(env, t.booker01, { TravellerIds: [lin], IsDraft: true }), { token: t.booker01 }),
    )
    assert.equal(draft.Status, 'Unsubmitted')
    assert.equal(draft.ApprovalNo, null)
    const sent = expectOk(await env.call('tripformapi/application/submit', { ApplicationNo: draft.ApplicationNo }, { token: t.booker01 }))
    assert.equal(sent.Status, 'Submitted')
    assert.ok(sent.ApprovalNo)
    expectError(await env.call('tripformapi/application/submit', { ApplicationNo: draft.ApplicationNo }, { token: t.booker01 }), ErrorCode.OrderStatusChanged)

    expectError(await env.call('tripformapi/application/cancel', { ApplicationNo: sent.ApplicationNo }, { token: t.approver01 }), ErrorCode.NoPermission)
    const cancelled = expectOk(
      await env.call('tripformapi/application/cancel', { ApplicationNo: sent.ApplicationNo, Reason: '行程取消' }, { token: t.booker01 }),
    )
    assert.equal(cancelled.Status, 'Cancelled')
    expectError(await approve(env, t.approver01, sent.ApprovalNo), ErrorCode.OrderStatusChanged)
    const d = expectOk(await env.call('vetting/getApprovalDetail', { ApprovalNo: sent.ApprovalNo }, { token: t.booker01 }))
    assert.equal(d.Status, 'Cancelled')
    expectError(await env.call('tripformapi/application/cancel', { ApplicationNo: sent.ApplicationNo }, { token: t.booker01 }), ErrorCode.OrderStatusChanged)
  })

  it('list and detail: mine and the ones I travel on, by status group', async () => {
    const list = expectOk(await env.call('tripformapi/application/list', { PageSize: 50 }, { token: t.booker01 }))
    assert.ok(list.Total >= 5)
    const closed = expectOk(await env.call('tripformapi/application/list', { Group: 'Closed', PageSize: 50 }, { token: t.booker01 }))
    assert.ok(closed.Items.every((i: any) => ['Rejected', 'Expired', 'Cancelled'].includes(i.Status)))
    // 林涛 has no account; approver01 travels on none, so her list holds only her own.
    const lin = expectOk(await env.call('tripformapi/application/list', { Keyword: '林涛', PageSize: 50 }, { token: t.booker01 }))
    assert.ok(lin.Items.every((i: any) => i.TravellerNames.includes('林涛')))
    const byCity = expectOk(await env.call('tripformapi/application/list', { Keyword: 'shenzhen' }, { token: t.booker01 }))
    assert.ok(byCity.Total >= 1)
    const mine = expectOk(await env.call('tripformapi/application/list', {}, { token: t.other01 }))
    assert.equal(mine.Total, 0)
    const seeded = closed.Items.find((i: any) => i.Status === 'Rejected')
    const d = expectOk(await env.call('tripformapi/application/detail', { ApplicationNo: seeded.ApplicationNo }, { token: t.booker01 }))
    assert.equal(d.CloseReason, '本月部门差旅预算已用完，请下月再申请')
    assert.equal(d.Legs.length, 2)
    assert.equal(d.Legs[0].DepartCityName, '北京')
    assert.equal(d.Actions.CanBook, false)
    // The approver of its approval may read it; an uninvolved colleague may not.
    expectOk(await env.call('tripformapi/application/detail', { ApplicationNo: seeded.ApplicationNo }, { token: t.approver01 }))
    expectError(await env.call('tripformapi/application/detail', { ApplicationNo: seeded.ApplicationNo }, { token: t.employee01 }), ErrorCode.NotFound)
  })

  it('an approved application gives a unique code that resolves for its travellers, cities and dates', async () => {
    const lin = await personId(env, 'HY0017')
    const body = await applicationBody(env, t.booker01, {
      TravellerIds: [lin],
      Legs: [
        { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: on(12) },
        { DepartCityCode: 'SHA', ArriveCityCode: 'CAN', DepartDate: on(13) },
      ],
      EndDate: on(15),
      BusinessBudgets: [{ Business: 'Flight', Amount: 200000 }],
    })
    const a = expectOk(await env.call('tripformapi/application/create', body, { token: t.booker01 }))
    assert.equal(a.AuthorizationCode, null, 'review before booking: no code yet')
    const decided = expectOk(await approve(env, t.approver01, a.ApprovalNo))
    assert.equal(decided.SubjectStatus, 'Approved')
    const d = expectOk(await env.call('tripformapi/application/detail', { ApplicationNo: a.ApplicationNo }, { token: t.booker01 }))
    const code = d.AuthorizationCode
    assert.match(code, /^AC\d{6}-[A-Z2-9]{4}$/)
    assert.equal(d.Actions.CanBook, true)

    const cid = await companyId(env)
    const ok = await resolveAuthorizationCode(env.db, cid, code, {
      travellerPersonIds: [lin],
      departCityCode: 'CAN',
      arriveCityCode: 'BJS',
      departDate: on(15),
      amount: 150000,
    })
    assert.ok(ok.ok)
    if (ok.ok) {
      assert.equal(ok.application.applicationNo, a.ApplicationNo)
      assert.deepEqual(ok.application.route, ['BJS', 'SHA', 'CAN'])
      assert.equal(ok.application.flightBudgetLeft, 200000)
    }
    const why = async (q: Parameters<typeof resolveAuthorizationCode>[3], c = code, lang: 'zh-CN' | 'en' = 'zh-CN') => {
      const r = await resolveAuthorizationCode(env.db, cid, c, q, lang)
      return r.ok ? null : r.message
    }
    const zhang = await personId(env, 'HY0003')
    assert.equal(await why({ travellerPersonIds: [zhang] }), `张伟不在出差申请 ${a.ApplicationNo} 的出行人中`)
    assert.equal(await why({ travellerPersonIds: [lin], departCityCode: 'BJS', arriveCityCode: 'CTU' }), `北京 - 成都 不在出差申请 ${a.ApplicationNo} 的行程中`)
    assert.equal(
      await why({ travellerPersonIds: [lin], departDate: on(16) }),
      `出行日期 ${on(16)} 不在出差申请 ${a.ApplicationNo} 的日期（${on(12)} 至 ${on(15)}）内`,
    )
    assert.equal(await why({ travellerPersonIds: [lin], amount: 200001 }), `超出出差申请 ${a.ApplicationNo} 的机票预算（剩余 ¥2,000）`)
    assert.equal(await why({ travellerPersonIds: [lin] }, 'AC000000-XXXX'), '授权码 AC000000-XXXX 不存在')
    assert.equal(await why({ travellerPersonIds: [lin] }, 'AC000000-XXXX', 'en'), 'Authorization code AC000000-XXXX does not exist.')
    const unknown = await resolveAuthorizationCode(env.db, cid, 'AC000000-XXXX', { travellerPersonIds: [lin] })
    assert.ok(
      !unknown.ok &&
        authorizationCodeError(unknown).code === ErrorCode.ValidationFailed &&
        renderZh(authorizationCodeError(unknown)) === '授权码 AC000000-XXXX 不存在',
    )
    // Another company cannot use it.
    assert.equal((await resolveAuthorizationCode(env.db, await companyId(env, 'LANHAI'), code, { travellerPersonIds: [] })).ok, false)

    // The order form offers it for 林涛.
    const oa = expectOk(await env.call('oa/getAuthorizationCodeSettings', { PersonIds: [lin] }, { token: t.booker01 }))
    assert.ok(oa.Items.some((i: any) => i.AuthorizationCode === code && i.FlightBudget === 200000))
    assert.equal(oa.AuthorizationCodeName, '授权码')

    // Cancelled, the code no longer applies.
    expectOk(await env.call('tripformapi/application/cancel', { ApplicationNo: a.ApplicationNo }, { token: t.booker01 }))
    assert.equal(await why({ travellerPersonIds: [lin] }), `授权码 ${code} 对应的出差申请已取消，不能用于预订`)
  })

  it('codes are unique per company across many applications', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const a = expectOk(
        await env.call('tripformapi/application/create', await applicationBody(env, t.consultant01, { ClientRequestId: rid('uniq') }), {
          token: t.consultant01,
        }),
      )
      assert.equal(a.Status, 'Approved', 'consultant01 is whitelisted')
      codes.add(a.AuthorizationCode)
    }
    assert.equal(codes.size, 5)
  })

  it('requires the trip-application permission to apply', async () => {
    const token = await env.login('other01')
    // other01 is an employee of Lanhai with the permission; a signed-out call is refused.
    expectError(await env.call('tripformapi/application/create', await applicationBody(env, token)), ErrorCode.NotLoggedIn)
  })
})
