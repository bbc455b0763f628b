// A reload of the booking page finds the chosen flights by its URL: the search and each leg's
// flight and cabin; a kept selection is used only when it is that booking.
import type { FlightSelection } from '@/features/flight/selection'
import { bookingKeys, bookingParams, legQueries, sameBooking } from '@/features/flight/booking-url'
import { fromParams } from '@/features/flight/search-params'
import { toQuery, parseQuery } from '@/routes'

const seg = (FlightNo: string, DepartDate: string, from: string, to: string, CabinCode: string) =>
  ({
    choice: { FlightNo, DepartDate, DepartCityCode: from, ArriveCityCode: to, CabinCode, Price: 80000 },
    flight: { FlightNo },
    cabin: { CabinCode },
  }) as unknown as FlightSelection['segments'][number]
const url = (p: Record<string, unknown>) => parseQuery(toQuery(p as never))

describe('booking page URL', () => {
  it('one way: the search and the chosen flight and cabin', () => {
    const q = fromParams({ from: 'BJS', to: 'SHA', date: '2026-12-10', cabin: 'Economy', pax: '4' })!
    const sel: FlightSelection = { tripType: 'OneWay', segments: [seg('JD3151', '2026-12-10', 'BJS', 'SHA', 'Y')], passengerIds: [4] }
    const keys = bookingKeys(url(bookingParams(q, sel)))!
    expect(keys.legs).toEqual([{ flightNo: 'JD3151', cabinCode: 'Y' }])
    expect(legQueries(keys).map((l) => [l.from, l.to, l.date])).toEqual([['BJS', 'SHA', '2026-12-10']])
    expect(keys.query.passengerIds).toEqual([4])
    expect(sameBooking(sel, keys)).toBe(true)
    expect(sameBooking({ ...sel, segments: [seg('JD3151', '2026-12-11', 'BJS', 'SHA', 'Y')] }, keys)).toBe(false)
  })

  it('round trip chosen on the return list (another return day picked there): both legs', () => {
    const ret = fromParams({ trip: 'RoundTrip', leg: '1', from: 'SHA', to: 'BJS', date: '2026-12-13', ret: '2026-12-12' })!
    const sel: FlightSelection = {
      tripType: 'RoundTrip',
      segments: [seg('JD3151', '2026-12-10', 'BJS', 'SHA', 'Y'), seg('JD3152', '2026-12-13', 'SHA', 'BJS', 'B')],
      passengerIds: [],
    }
    const keys = bookingKeys(url(bookingParams(ret, sel)))!
    expect(legQueries(keys).map((l) => [l.from, l.to, l.date])).toEqual([
      ['BJS', 'SHA', '2026-12-10'],
      ['SHA', 'BJS', '2026-12-13'],
    ])
    expect(sameBooking(sel, keys)).toBe(true)
  })

  it.each([
    ['no flight', { from: 'BJS', to: 'SHA', date: '2026-12-10', cc: 'Y' }],
    ['a bad cabin', { from: 'BJS', to: 'SHA', date: '2026-12-10', fn: 'JD3151', cc: 'YY' }],
    ['one leg of a round trip', { trip: 'RoundTrip', from: 'BJS', to: 'SHA', date: '2026-12-10', ret: '2026-12-12', fn: 'JD3151', cc: 'Y' }],
    ['no search', { fn: 'JD3151', cc: 'Y' }],
  ])('%s names no booking', (_n, raw) => expect(bookingKeys(raw)).toBeNull())
})
