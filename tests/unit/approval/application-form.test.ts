// The trip application form: leg rules through domain/checkTripLegs (messages numbered as the
// form labels legs), budgets as the company's settings display and require them, company
// fields, and the request a valid draft becomes.
import { emptyCompanyFields, type CompanyFieldRules } from '@/domain/booking'
import { memoryKV, withJSON } from '@/platform/kv'
import {
  anchorOf,
  appendLeg,
  budgetValue,
  checkApplication,
  endDateOf,
  newLeg,
  removeLeg,
  requestId,
  toCreateReq,
  type ApplicationDraft,
  type ApplicationRules,
} from '@/features/travel-apply/form'
import { AUTH_CODE_KEY, AUTH_CODE_TTL_MS, clearAuthCode, heldCodeFits, loadAuthCode, saveAuthCode } from '@/shared/auth-code'
import { applicationNoOf } from '@/features/travel-apply/status'

const off = { display: false, required: false }
const company: CompanyFieldRules = {
  CostCenter: off,
  Department: off,
  BusinessUnit: off,
  CustomItem: off,
  Purpose: { ...off, type: 0 },
  AuthorizationCode: off,
  UploadAttachFile: off,
  BookMessage: off,
  extend: [],
}
const rules = (over: Partial<ApplicationRules> = {}): ApplicationRules => ({
  today: '2026-11-22',
  maxLegs: 6,
  maxTravellers: 9,
  totalBudget: { display: true, required: true },
  businessBudget: { display: true, required: false },
  businesses: ['Flight', 'Hotel', 'Train', 'Car', 'Other'],
  company,
  ...over,
})
const BJS = { code: 'BJS', name: '北京' }
const SHA = { code: 'SHA', name: '上海' }
const CAN = { code: 'CAN', name: '广州' }

function draft(over: Partial<ApplicationDraft> = {}): ApplicationDraft {
  return {
    travellers: [{ personId: 0, name: '张伟', department: '' }],
    legs: [
      { key: 'a', from: BJS, to: SHA, date: '2026-12-08' },
      { key: 'b', from: SHA, to: BJS, date: '2026-12-10' },
    ],
    endDate: '',
    totalBudget: '6000',
    budgets: { Flight: '3000' },
    fields: emptyCompanyFields(),
    remark: '',
    ...over,
  }
}
const fields = (d: ApplicationDraft, r = rules()) => checkApplication(d, r).map((i) => [i.field, i.key, i.params ?? null])

describe('checkApplication', () => {
  it('passes a complete two-leg application', () => {
    expect(fields(draft())).toEqual([])
  })

  it.each([
    ['same cities', [{ key: 'a', from: BJS, to: BJS, date: '2026-12-08' }], ['leg.0', 'validation:tripLeg.sameCity', { leg: 1 }]],
    ['no arrival', [{ key: 'a', from: BJS, to: null, date: '2026-12-08' }], ['leg.0', 'validation:tripLeg.arrivalRequired', { leg: 1 }]],
    ['no date', [{ key: 'a', from: BJS, to: SHA, date: '' }], ['leg.0', 'validation:tripLeg.dateRequired', { leg: 1 }]],
    ['past date', [{ key: 'a', from: BJS, to: SHA, date: '2026-11-21' }], ['leg.0', 'validation:tripLeg.dateInPast', { leg: 1 }]],
    [
      'second leg earlier',
      [
        { key: 'a', from: BJS, to: SHA, date: '2026-12-08' },
        { key: 'b', from: SHA, to: CAN, date: '2026-12-07' },
      ],
      ['leg.1', 'validation:tripLeg.dateBeforePrevious', { leg: 2, previous: 1 }],
    ],
  ])('%s', (_name, legs, issue) => {
    expect(fields(draft({ legs }))).toEqual([issue])
  })

  it('allows two legs on the same day', () => {
    expect(
      fields(
        draft({
          legs: [
            { key: 'a', from: BJS, to: SHA, date: '2026-12-08' },
            { key: 'b', from: SHA, to: CAN, date: '2026-12-08' },
          ],
        }),
      ),
    ).toEqual([])
  })

  it('needs travellers, at most the limit', () => {
    expect(fields(draft({ travellers: [] }))).toEqual([['travellers', 'travelApply:errors.travellersRequired', null]])
    const many = Array.from({ length: 3 }, (_, i) => ({ personId: i + 1, name: `P${i}`, department: '' }))
    expect(fields(draft({ travellers: many }), rules({ maxTravellers: 2 }))).toEqual([['travellers', 'travelApply:errors.tooManyTravellers', { max: 2 }]])
  })

  it('refuses an end date before the last leg', () => {
    expect(fields(draft({ endDate: '2026-12-09' }))).toEqual([['endDate', 'travelApply:errors.endBeforeLast', null]])
    expect(fields(draft({ endDate: '2026-12-12' }))).toEqual([])
  })

  it.each([
    ['required and blank', { totalBudget: { display: true, required: true } }, '', [['budget.total', 'travelApply:errors.totalRequired', null]]],
    ['optional and blank', { totalBudget: { display: true, required: false } }, '', []],
    ['hidden', { totalBudget: off }, 'nonsense', []],
    ['not a number', { totalBudget: { display: true, required: false } }, '12a', [['budget.total', 'travelApply:errors.amountFormat', null]]],
  ])('total budget %s', (_name, over, total, expected) => {
    expect(fields(draft({ totalBudget: total as string, budgets: {} }), rules(over as Partial<ApplicationRules>))).toEqual(expected)
  })

  it('requires one business budget when the settings say so, and the split not above the total', () => {
    expect(fields(draft({ budgets: {} }), rules({ businessBudget: { display: true, required: true } }))).toEqual([
      ['budget.Flight', 'travelApply:errors.businessRequired', null],
    ])
    expect(fields(draft({ totalBudget: '5000', budgets: { Flight: '3000', Hotel: '2500.50' } }))).toEqual([
      ['budget.Flight', 'travelApply:errors.businessOverTotal', null],
    ])
    expect(fields(draft({ totalBudget: '5500.50', budgets: { Flight: '3000', Hotel: '2500.50' } }))).toEqual([])
    expect(fields(draft({ budgets: { Hotel: '-1' } }))).toEqual([['budget.Hotel', 'travelApply:errors.amountFormat', null]])
  })

  it('checks the displayed company fields with the order-form rules', () => {
    const r = rules({ company: { ...company, CostCenter: { display: true, required: true } } })
    expect(fields(draft(), r)).toEqual([['field.CostCenter', 'booking:fields.chooseRequired', null]])
  })

  it('bounds the remark', () => {
    expect(fields(draft({ remark: 'x'.repeat(201) }))).toEqual([['remark', 'travelApply:errors.remarkTooLong', { max: 200 }]])
  })
})

describe('toCreateReq', () => {
  it('sends fen, the legs in order, only filled budgets, and no traveller ids for oneself alone', () => {
    const req = toCreateReq(draft({ budgets: { Flight: '3,000.5', Hotel: '' }, remark: '  客户拜访  ' }), rules(), 'ta-1234567')
    expect(req).toEqual({
      ClientRequestId: 'ta-1234567',
      Legs: [
        { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: '2026-12-08' },
        { DepartCityCode: 'SHA', ArriveCityCode: 'BJS', DepartDate: '2026-12-10' },
      ],
      TotalBudget: 600000,
      BusinessBudgets: [{ Business: 'Flight', Amount: 300050 }],
      Remark: '客户拜访',
    })
  })

  it('names everyone by PersonId once colleagues join, and carries company fields', () => {
    const f = {
      ...emptyCompanyFields(),
      costCenter: { id: 7, name: 'R&D' },
      purpose: { id: 2, name: '会议培训' },
      extend: { ExtendField2: '客户拜访', ExtendField1: ' ' },
    }
    const req = toCreateReq(
      draft({
        travellers: [
          { personId: 3, name: '张伟', department: '' },
          { personId: 9, name: '林涛', department: '' },
        ],
        fields: f,
        endDate: '2026-12-12',
      }),
      rules({ totalBudget: off, businessBudget: off }),
      'ta-1234567',
    )
    expect(req).toMatchObject({ TravellerIds: [3, 9], CostCenterId: 7, PurposeId: 2, ExtendFields: { ExtendField2: '客户拜访' }, EndDate: '2026-12-12' })
    expect(req).not.toHaveProperty('TotalBudget')
    expect(req).not.toHaveProperty('BusinessBudgets')
  })
})

describe('legs editing', () => {
  it('continues from where the last leg ended, on its day; never removes the only leg', () => {
    const legs = appendLeg([{ key: 'a', from: BJS, to: SHA, date: '2026-12-08' }])
    expect(legs[1]).toMatchObject({ from: SHA, to: null, date: '2026-12-08' })
    expect(removeLeg(legs, legs[1].key)).toHaveLength(1)
    expect(removeLeg([legs[0]], 'a')).toHaveLength(1)
    expect(newLeg().key).not.toBe(newLeg().key)
  })

  it('ends on the last leg’s day unless an end date is chosen', () => {
    expect(endDateOf(draft())).toBe('2026-12-10')
    expect(endDateOf(draft({ endDate: '2026-12-15' }))).toBe('2026-12-15')
  })

  it('reads budgets in yuan', () => {
    expect(budgetValue('')).toBeNull()
    expect(budgetValue('1,280.50')).toBe(128050)
    expect(budgetValue('1.234')).toBe('bad')
    expect(budgetValue('abc')).toBe('bad')
  })

  it('anchors rows by ids a selector can find', () => {
    expect(anchorOf('leg.1')).toBe('ta-leg-1')
    expect(anchorOf('budget.total')).toBe('ta-budget-total')
    expect(anchorOf('field.CostCenter')).toBe('cf-CostCenter')
  })

  it('makes request ids the server accepts', () => {
    expect(requestId(1_700_000_000_000, () => 0.5)).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })

  it('finds the application number under the names links use', () => {
    expect(applicationNoOf({ applicationNo: 'TA1' })).toBe('TA1')
    expect(applicationNoOf({ ApplicationNo: 'TA2' })).toBe('TA2')
    expect(applicationNoOf({ id: ' TA3 ' })).toBe('TA3')
    expect(applicationNoOf({})).toBe('')
  })
})

describe('authorization code hand-over', () => {
  const held = {
    code: 'AC261116-TSTX',
    applicationNo: 'TA1',
    travellerIds: [3],
    title: '北京 - 上海',
    startDate: '2026-12-08',
    endDate: '2026-12-10',
    userId: 42,
  }

  it('gives the code back to the same user only, while fresh', () => {
    const store = withJSON(memoryKV())
    saveAuthCode(held, store, 1000)
    expect(loadAuthCode(42, store, 2000)).toEqual({ ...held, savedAt: 1000 })
    expect(loadAuthCode(7, store, 2000)).toBeNull()
    expect(store.get(AUTH_CODE_KEY)).toBeNull()
  })

  it('forgets a stale, cleared or unreadable code', () => {
    const store = withJSON(memoryKV())
    saveAuthCode(held, store, 0)
    expect(loadAuthCode(42, store, AUTH_CODE_TTL_MS + 1)).toBeNull()
    saveAuthCode(held, store, 0)
    clearAuthCode(store)
    expect(loadAuthCode(42, store, 1)).toBeNull()
    store.set(AUTH_CODE_KEY, '{not json')
    expect(loadAuthCode(42, store, 1)).toBeNull()
    store.setJSON(AUTH_CODE_KEY, { code: '' })
    expect(loadAuthCode(42, store, 1)).toBeNull()
  })

  const booking = (ids: (number | null)[], dates: string[]) => ({
    travellers: ids.map((personId) => ({ personId })),
    selection: { segments: dates.map((DepartDate) => ({ choice: { DepartDate } })) },
  })
  const fit = { ...held, savedAt: 0, travellerIds: [11, 12], startDate: '2026-12-08', endDate: '2026-12-10' }
  it.each<[string, (number | null)[], string[], boolean]>([
    ['one traveller of the application, first day', [11], ['2026-12-08'], true],
    ['both travellers, out and back on the last day', [11, 12], ['2026-12-08', '2026-12-10'], true],
    ['someone not on the application', [11, 13], ['2026-12-08'], false],
    ['a non-employee (no person id)', [null], ['2026-12-09'], false],
    ['no travellers yet', [], ['2026-12-09'], false],
    ['before the application starts', [11], ['2026-12-07'], false],
    ['return after it ends', [11], ['2026-12-08', '2026-12-11'], false],
  ])('prefills the booking: %s → %s', (_n, ids, dates, expected) => {
    expect(heldCodeFits(fit, booking(ids, dates))).toBe(expected)
  })
})
