// "Book with this application" opens the flight search with the application's first leg and its
// authorization code (/planeTicket/query?authCode=…&from=SHA&to=SZX&date=2026-12-20): the search
// takes them, the code travels search → list → cabins → booking in the URL, and the booking form
// starts with it.
import { authCodeOf, fromParams, movedDate, returnLeg, searchPrefillOf, toParams } from '@/features/flight/search-params'
import { prefillAuthCode, type HeldAuthCode } from '@/shared/auth-code'
import { bookingParams } from '@/features/flight/booking-url'

const str = (p: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(p)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  )

describe('search page params', () => {
  it('takes cities by code, the date and the authorization code', () => {
    expect(searchPrefillOf({ authCode: 'TA-20261127-0001', from: 'SHA', to: 'SZX', date: '2026-12-20' })).toEqual({
      from: 'SHA',
      to: 'SZX',
      date: '2026-12-20',
      authCode: 'TA-20261127-0001',
    })
    expect(searchPrefillOf({ from: 'sha', to: 'szx' })).toEqual({ from: 'SHA', to: 'SZX' })
  })
  it('leaves out what is not usable and is null without anything', () => {
    expect(searchPrefillOf({})).toBeNull()
    expect(searchPrefillOf({ from: 'Shanghai', to: 'SZX', date: '2026-13-40', authCode: '<script>' })).toEqual({ to: 'SZX' })
    expect(searchPrefillOf({ from: 'SHA', to: 'SHA' })).toEqual({ from: 'SHA' })
    expect(searchPrefillOf({ authCode: ' AC123 ' })).toEqual({ authCode: 'AC123' })
  })
  it('an authorization code is letters, digits, dashes, at most 50', () => {
    expect(authCodeOf('AC-1_2')).toBe('AC-1_2')
    expect(authCodeOf('a'.repeat(51))).toBe('')
    expect(authCodeOf('a b')).toBe('')
    expect(authCodeOf(undefined)).toBe('')
  })
})

describe('the code rides along list → cabins', () => {
  const url = { trip: 'OneWay', leg: '0', from: 'SHA', to: 'SZX', date: '2026-12-20', cabin: 'Economy', authCode: 'AC123' }
  it('is read from and written back to the URL', () => {
    const q = fromParams(url)!
    expect(q.authCode).toBe('AC123')
    expect(toParams(q).authCode).toBe('AC123')
    expect(fromParams(str(toParams(movedDate(q, '2026-12-21'))))!.authCode).toBe('AC123')
  })
  it('stays on the return leg of a round trip', () => {
    const q = fromParams({ ...url, trip: 'RoundTrip', ret: '2026-12-24' })!
    expect(fromParams(str(toParams(returnLeg(q))))!.authCode).toBe('AC123')
  })
  it('goes on from the cabins to the booking form', () => {
    const q = fromParams(url)!
    const choice = { FlightNo: 'MU5301', DepartDate: '2026-12-20', DepartCityCode: 'SHA', ArriveCityCode: 'SZX', CabinCode: 'Y', Price: 100000 }
    const p = bookingParams(q, { tripType: 'OneWay', segments: [{ choice } as never], passengerIds: [] })
    expect(p.authCode).toBe('AC123')
  })
  it('is absent from a search without one', () => {
    const { authCode: _a, ...plain } = url
    const q = fromParams(plain)!
    expect(q.authCode).toBeUndefined()
    expect(toParams(q).authCode).toBeUndefined()
    expect(fromParams({ ...plain, authCode: 'bad code' })!.authCode).toBeUndefined()
  })
})

describe('the booking form starts with the code', () => {
  const held: HeldAuthCode = {
    code: 'AC123',
    applicationNo: 'TA1',
    travellerIds: [7],
    title: '上海 - 深圳',
    startDate: '2026-12-20',
    endDate: '2026-12-24',
    userId: 1,
    savedAt: 0,
  }
  const booking = (personId: number | null, date = '2026-12-20') => ({
    travellers: [{ personId }],
    selection: { segments: [{ choice: { DepartDate: date } }] },
  })
  it('from the URL, even when the hand-over is gone (another tab, a cleared session)', () => {
    expect(prefillAuthCode('', 'AC123', null, booking(7))).toBe('AC123')
  })
  it('from the hand-over when it fits', () => {
    expect(prefillAuthCode('', '', held, booking(7))).toBe('AC123')
    expect(prefillAuthCode('', '', held, booking(8))).toBe('')
    expect(prefillAuthCode('', '', held, booking(7, '2026-12-30'))).toBe('')
  })
  it('not when the application says the travellers or dates are not on it', () => {
    expect(prefillAuthCode('', 'AC123', held, booking(8))).toBe('')
  })
  it('never over what the user has', () => {
    expect(prefillAuthCode('MINE', 'AC123', held, booking(7))).toBe('MINE')
  })
})
