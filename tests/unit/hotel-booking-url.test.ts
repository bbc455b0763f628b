import type { HotelDetailRes, RatePlan, RoomType } from '@api/hotel'
import { parseQuery, toQuery } from '@/routes'
import { bookingKeys, bookingParams, findPlan, sameBooking, selectionOf } from '@/features/hotel/booking-url'
import type { HotelQuery } from '@/features/hotel/search-params'

const Q: HotelQuery = {
  intl: false,
  city: { code: 'SHA', name: '上海', country: 'CN', currency: 'CNY' },
  checkIn: '2026-12-08',
  checkOut: '2026-12-10',
  earlyMorning: false,
  occupancy: { rooms: 2, adults: 1, childAges: [] },
  keyword: null,
  stars: [],
  band: null,
  sort: 'Recommended',
  filters: { brands: [], groups: [], areas: [], facilities: [], payKinds: [], freeCancel: false },
  travellers: [{ id: 12, name: '王芳' }],
}
const plan = (code: string, remaining: number) => ({ PlanCode: code, Remaining: remaining }) as RatePlan
const detail = {
  Hotel: {
    HotelId: 101,
    Name: '上海虹桥枢纽如家精选酒店',
    Star: 3,
    Address: 'a',
    GroupCode: 'G',
    GroupName: 'g',
    CheckInFrom: '14:00',
    CheckOutBy: '12:00',
    City: { International: false, CityName: '上海' },
    Photos: ['p.svg'],
  },
  CheckIn: '2026-12-08',
  CheckOut: '2026-12-10',
  Nights: 2,
  Rooms: [{ RoomCode: 'DK', Name: 'Deluxe King', Plans: [plan('B0-F-P', 3), plan('B1-P-P', 1)] } as unknown as RoomType],
} as unknown as HotelDetailRes

describe('the hotel booking form in the URL', () => {
  it('names the hotel, room, plan and the search, and finds them again after a reload', () => {
    const url = toQuery(bookingParams(Q, 101, 'DK', 'B0-F-P'))
    const k = bookingKeys(parseQuery(url))!
    expect([k.hotelId, k.room, k.plan, k.query.checkIn, k.query.checkOut, k.query.occupancy.rooms]).toEqual([
      101,
      'DK',
      'B0-F-P',
      '2026-12-08',
      '2026-12-10',
      2,
    ])
    const found = findPlan(detail, k, k.query.occupancy.rooms)!
    const sel = selectionOf(
      detail,
      found.room,
      found.plan,
      k.query,
      k.query.travellers.map((p) => p.id),
      null,
    )
    expect(sameBooking(sel, k)).toBe(true)
    expect(sel.passengerIds).toEqual([12])
    expect(sel.stay).toEqual({ checkIn: '2026-12-08', checkOut: '2026-12-10', earlyMorning: false })
  })

  it('knows a kept selection of another booking is not this one', () => {
    const k = bookingKeys(parseQuery(toQuery(bookingParams(Q, 101, 'DK', 'B0-F-P'))))!
    const found = findPlan(detail, k, 2)!
    const other = selectionOf(detail, found.room, found.plan, { earlyMorning: false, occupancy: { rooms: 1, adults: 1, childAges: [] } }, [], null)
    expect(sameBooking(other, k)).toBe(false)
  })

  it('says a plan is gone when it is no longer offered or has too few rooms left', () => {
    expect(findPlan(detail, { room: 'DK', plan: 'B1-P-P' }, 2)).toBeNull()
    expect(findPlan(detail, { room: 'DK', plan: 'NOPE' }, 1)).toBeNull()
    expect(findPlan(detail, { room: 'XX', plan: 'B0-F-P' }, 1)).toBeNull()
  })

  it('names no booking without its keys', () => {
    expect(bookingKeys({ hotelId: '101', city: 'SHA', in: '2026-12-08', out: '2026-12-10' })).toBeNull()
  })
})
