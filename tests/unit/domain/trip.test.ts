import { checkDocumentValidity, checkTripLegs, isWarning, messages } from '@/domain'

const err = (key: string, params?: Record<string, string | number>) =>
  params ? { ok: false, severity: 'error', key, params } : { ok: false, severity: 'error', key }
const at = (index: number, key: string, params: Record<string, number>) => ({ ...err(key, params), index })

describe('checkTripLegs', () => {
  it.each([
    [[{ from: 'BJS', to: 'SHA', date: '2024-06-15' }], { ok: true }],
    [
      [
        { from: 'BJS', to: 'SHA', date: '2024-06-15' },
        { from: 'SHA', to: 'CAN', date: '2024-06-15' }, // same day is fine
        { from: 'CAN', to: 'BJS', date: '2024-06-20' },
      ],
      { ok: true },
    ],
    [[], { ok: true }],
    [[{ from: 'BJS', to: 'bjs', date: '2024-06-15' }], at(0, messages.tripLeg.sameCity, { leg: 1 })],
    [[{ from: '', to: 'SHA', date: '2024-06-15' }], at(0, messages.tripLeg.departureRequired, { leg: 1 })],
    [[{ from: 'BJS', to: null, date: '2024-06-15' }], at(0, messages.tripLeg.arrivalRequired, { leg: 1 })],
    [[{ from: 'BJS', to: 'SHA', date: '' }], at(0, messages.tripLeg.dateRequired, { leg: 1 })],
    [
      [
        { from: 'BJS', to: 'SHA', date: '2024-06-15' },
        { from: 'SHA', to: 'SHA', date: '2024-06-16' },
      ],
      at(1, messages.tripLeg.sameCity, { leg: 2 }),
    ],
    [
      [
        { from: 'BJS', to: 'SHA', date: '2024-06-15' },
        { from: 'SHA', to: 'CAN', date: '2024-06-14' },
      ],
      at(1, messages.tripLeg.dateBeforePrevious, { leg: 2, previous: 1 }),
    ],
    [
      [
        { from: 'BJS', to: 'SHA', date: '2024-02-28' },
        { from: 'SHA', to: 'CAN', date: '2024-02-29' },
        { from: 'CAN', to: 'CTU', date: '2024-02-28' },
      ],
      at(2, messages.tripLeg.dateBeforePrevious, { leg: 3, previous: 2 }),
    ],
  ])('%#', (legs, expected) => {
    expect(checkTripLegs(legs)).toEqual(expected)
  })

  it('refuses past dates only when today is given', () => {
    const legs = [{ from: 'BJS', to: 'SHA', date: '2024-06-14' }]
    expect(checkTripLegs(legs)).toEqual({ ok: true })
    expect(checkTripLegs(legs, { today: '2024-06-15' })).toEqual(at(0, messages.tripLeg.dateInPast, { leg: 1 }))
    expect(checkTripLegs(legs, { today: '2024-06-14' })).toEqual({ ok: true })
  })
})

describe('checkDocumentValidity', () => {
  const DEP = '2024-06-15'
  const soon = { ok: true, severity: 'warning', key: messages.document.expiresSoon, params: { months: 6 } }
  it.each([
    ['2030-01-01', { ok: true }],
    ['2024-12-15', { ok: true }], // exactly 6 months left
    ['2024-12-14', soon], // one day short of 6 months
    ['2024-06-15', soon], // valid on the day of departure
    ['2024-06-14', err(messages.document.expired)], // expired the day before
    ['2020-01-01', err(messages.document.expired)],
    ['', err(messages.document.expiryRequired)],
    [null, err(messages.document.expiryRequired)],
    ['2024-02-30', err(messages.document.expiryRequired)],
  ])('expiry %p, departure 2024-06-15', (expiry, expected) => {
    expect(checkDocumentValidity(expiry, DEP)).toEqual(expected)
  })

  it('measures six months with end-of-month clamping', () => {
    // Aug 31 + 6 months = Feb 28 (common year)
    expect(checkDocumentValidity('2025-02-28', '2024-08-31')).toEqual({ ok: true })
    expect(checkDocumentValidity('2025-02-27', '2024-08-31')).toEqual(soon)
  })

  it('warnings are ok: true with severity warning; errors are not ok', () => {
    const warning = checkDocumentValidity('2024-07-01', DEP)
    const error = checkDocumentValidity('2024-06-01', DEP)
    expect(warning.ok && isWarning(warning)).toBe(true)
    expect(error.ok).toBe(false)
    expect(error.severity).toBe('error')
  })

  it('warnMonths: 0 turns the warning off, other values change it', () => {
    expect(checkDocumentValidity('2024-07-01', DEP, { warnMonths: 0 })).toEqual({ ok: true })
    expect(checkDocumentValidity('2024-08-01', DEP, { warnMonths: 3 })).toEqual({ ...soon, params: { months: 3 } })
  })

  it('passes when the departure date is unknown', () => {
    expect(checkDocumentValidity('2024-07-01', '')).toEqual({ ok: true })
  })
})
