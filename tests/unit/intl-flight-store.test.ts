// The international search store: the dates a tap edits, and the search as the list's URL.
import { shiftDay } from '@/domain/hotel-stay'
import { IntlSearchStore } from '@/features/intl-flight/store'

describe('dates: the calendar edits the date that was tapped', () => {
  it('the return field sets the return date, not the departure', () => {
    const s = new IntlSearchStore()
    const depart = shiftDay(s.today, 10)
    s.setDates(depart, shiftDay(depart, 3))
    s.setReturn(shiftDay(depart, 6))
    expect(s.departDay).toBe(depart)
    expect(s.returnDay).toBe(shiftDay(depart, 6))
  })
  it('a return before the departure is refused; a departure after the return moves the return', () => {
    const s = new IntlSearchStore()
    const depart = shiftDay(s.today, 10)
    s.setDates(depart, shiftDay(depart, 3))
    s.setReturn(shiftDay(depart, -1))
    expect(s.returnDay).toBe(shiftDay(depart, 3))
    s.setDates(shiftDay(depart, 5), null)
    expect(s.returnDay >= s.departDay).toBe(true)
  })
})

describe('the search as the list’s URL: a reload shows the same search', () => {
  it('a one-way search stays one way (a fresh store, as after a reload, defaults to a round trip)', () => {
    const s = new IntlSearchStore()
    s.setTripType('OneWay')
    s.pick('to', { code: 'TYO', cn: '东京', en: 'Tokyo', jp: '東京' })
    s.setDates(shiftDay(s.today, 9), null)
    s.setCabin('Business')
    const url = s.query
    expect(url).toMatchObject({ trip: 'OneWay', from: 'SHA', to: 'TYO', date: shiftDay(s.today, 9), cabin: 'Business' })
    expect(url.ret).toBeUndefined()

    const reloaded = new IntlSearchStore()
    expect(reloaded.tripType).toBe('RoundTrip')
    expect(reloaded.applyQuery(url)).toBe(true)
    expect(reloaded.tripType).toBe('OneWay')
    expect(reloaded.legs).toEqual([{ From: 'SHA', To: 'TYO', Date: shiftDay(s.today, 9) }])
    expect(reloaded.cabin).toBe('Business')
    expect(reloaded.to).toEqual({ code: 'TYO', cn: '东京', en: 'Tokyo', jp: '東京' })
  })
  it('a round trip keeps its return date; a multi-city trip its legs', () => {
    const s = new IntlSearchStore()
    s.setDates(shiftDay(s.today, 10), shiftDay(s.today, 15))
    const back = new IntlSearchStore()
    back.applyQuery(s.query)
    expect(back.legs).toEqual(s.legs)
    s.setTripType('MultiCity')
    const multi = new IntlSearchStore()
    expect(multi.applyQuery(s.query)).toBe(true)
    expect(multi.tripType).toBe('MultiCity')
    expect(multi.legs).toEqual(s.legs)
  })
  it('a URL without a usable search changes nothing', () => {
    const s = new IntlSearchStore()
    expect(s.applyQuery({})).toBe(false)
    expect(s.applyQuery({ trip: 'OneWay', from: 'SHA', to: 'x', date: '2026-12-01' })).toBe(false)
    expect(s.tripType).toBe('RoundTrip')
  })
})
