/**
 * Helpers of the hotel tests: searching the generated hotels for a plan with given traits and
 * building submitOrder bodies that satisfy the demo company's settings (cost centre, extend
 * field 2, purpose and a contact e-mail are required there).
 */
import type { Kysely } from 'kysely'
import type { HotelChoice, HotelDetailRes, HotelGuestInput, HotelSubmitReq, RatePlan, RoomType, SearchHotelsRes } from '../../types/api/hotel'
import type { BookPerson } from '../../types/api/flight'
import { addDays } from '../src/lib/time'
import { expectOk, TODAY, type TestEnv } from './helpers'

/** Seven days after the harness's today (a Thursday by default), for two nights. */
export const IN = addDays(TODAY, 7)
export const OUT = addDays(IN, 2)

let seq = 0
export const hid = (prefix = 'hotel'): string => `${prefix}-${process.pid}-${++seq}-${Date.now().toString(36)}`

export const anyDb = (env: TestEnv): Kysely<any> => env.db as unknown as Kysely<any>

export async function searchHotels(
  env: TestEnv,
  token: string,
  city: string,
  extra: Record<string, unknown> = {},
  checkIn = IN,
  checkOut = OUT,
): Promise<SearchHotelsRes> {
  return expectOk(await env.call('newhotel/hotel/searchHotels', { CityCode: city, CheckIn: checkIn, CheckOut: checkOut, ...extra }, { token }))
}

export async function hotelDetail(
  env: TestEnv,
  token: string,
  hotelId: number,
  extra: Record<string, unknown> = {},
  checkIn = IN,
  checkOut = OUT,
): Promise<HotelDetailRes> {
  return expectOk(await env.call('newhotel/hotel/getHotelDetail', { HotelId: hotelId, CheckIn: checkIn, CheckOut: checkOut, ...extra }, { token }))
}

export interface Found {
  hotelId: number
  international: boolean
  room: RoomType
  plan: RatePlan
  checkIn: string
  checkOut: string
}

/** The first plan of the city's hotels (recommended order) that `want` accepts. */
export async function findPlan(
  env: TestEnv,
  token: string,
  city: string,
  want: (plan: RatePlan, room: RoomType) => boolean,
  opts: { checkIn?: string; checkOut?: string; extra?: Record<string, unknown> } = {},
): Promise<Found> {
  const checkIn = opts.checkIn ?? IN
  const checkOut = opts.checkOut ?? OUT
  const list = await searchHotels(env, token, city, opts.extra ?? {}, checkIn, checkOut)
  for (const row of list.Hotels) {
    const d = await hotelDetail(env, token, row.HotelId, opts.extra ?? {}, checkIn, checkOut)
    for (const room of d.Rooms) {
      const plan = room.Plans.find((p) => want(p, room))
      if (plan) return { hotelId: row.HotelId, international: list.City.International, room, plan, checkIn, checkOut }
    }
  }
  throw new Error(`no plan in ${city} as wanted`)
}

export function choiceOf(f: Found, rooms = 1, extra: Partial<HotelChoice> = {}): HotelChoice {
  return {
    HotelId: f.hotelId,
    RoomCode: f.room.RoomCode,
    PlanCode: f.plan.PlanCode,
    CheckIn: f.checkIn,
    CheckOut: f.checkOut,
    RoomCount: rooms,
    AvgPrice: f.plan.AvgPrice,
    ...extra,
  }
}

export async function me(env: TestEnv, token: string): Promise<BookPerson> {
  return expectOk(await env.call('user/getBookPersons', {}, { token })).Persons.find((p: BookPerson) => p.IsSelf)
}

export async function person(env: TestEnv, token: string, keyword: string): Promise<BookPerson> {
  const r = expectOk(await env.call('user/getBookPersons', { Keyword: keyword }, { token }))
  if (!r.Persons.length) throw new Error(`no person ${keyword}`)
  return r.Persons[0]
}

export const guestOf = (p: BookPerson): HotelGuestInput => ({ PersonId: p.PersonId, ChName: p.ChName, LastName: p.LastName, FirstName: p.FirstName })

/** A body that satisfies Hengyuan's required fields; one room for the given guests. */
export async function submitBody(
  env: TestEnv,
  token: string,
  choice: HotelChoice,
  rooms: HotelSubmitReq['Rooms'],
  extra: Partial<HotelSubmitReq> = {},
): Promise<HotelSubmitReq> {
  const cc = expectOk(await env.call('user/getCostCenters', {}, { token })).Items[0]
  return {
    ClientRequestId: hid(),
    Choice: choice,
    Rooms: rooms,
    Contacts: [{ Name: '张伟', MobileCountryCode: '86', Mobile: '13800000001', Email: 'wei.zhang@hengyuan.example' }],
    ArrivalTime: '20:00',
    PaymentType: 'Company',
    CostCenterId: cc.Id,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
    ...extra,
  }
}

/** A Luhn-valid test card number (Visa test range). */
export const TEST_CARD = '4111 1111 1111 1111'
