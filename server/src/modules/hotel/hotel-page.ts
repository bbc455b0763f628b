/**
 * A hotel's page (newhotel/hotel/getHotelDetail): the hotel — names, place, facilities, policies
 * in words (with the 14:00 and 06:00 notes), pictures — and its room types that take the adults
 * asked, each with its rate plans for the stay: nights and prices, rooms left, cancellation rule,
 * pay kind and the travellers' verdict.
 */
import type { HotelDetailReq, HotelDetailRes, HotelInfo } from '../../../../types/api/hotel'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { Allotments } from './allotments'
import { groupByCode, type Hotel } from './catalog'
import { cityView } from './cities'
import { hotelProduct, requireHotel } from './guard'
import { facilityName, label, nameIn } from './labels'
import { offerFor, roomView } from './offers'
import { HOTEL_PHOTOS, hotelPhoto } from './photos'
import { hotelTravellers, standardOf } from './rank'
import { CHECK_IN_FROM, CHECK_OUT_BY, checkStayDates } from './stay'
import { textCurrencyOf } from '../../services/money/rates'

export function hotelPolicies(h: Hotel, lang: Lang): string[] {
  return [
    label('policyTimes', lang),
    label('policyHold', lang),
    label('policyEarly', lang),
    label('policyChildren', lang),
    label(h.petsAllowed ? 'policyPetsYes' : 'policyPetsNo', lang),
    ...(h.star >= 3 || h.facilities.includes('RESTAURANT') ? [label('policyBreakfast', lang, { from: h.breakfastFrom })] : []),
  ]
}

export function hotelInfo(h: Hotel, lang: Lang): HotelInfo {
  const city = nameIn(h.city.names, lang)
  const area = nameIn(h.area.names, lang)
  const group = groupByCode(h.brand.group)
  return {
    HotelId: h.id,
    Name: nameIn(h.names, lang),
    Names: h.names,
    BrandName: nameIn(h.brand.names, lang),
    GroupCode: h.brand.group,
    GroupName: group ? nameIn(group.names, lang) : h.brand.group,
    Star: h.star,
    Score: h.score,
    Reviews: h.reviews,
    City: cityView(h.city, lang),
    AreaName: area,
    Address: nameIn(h.address, lang),
    Latitude: h.lat,
    Longitude: h.lon,
    Phone: h.phone,
    OpenedYear: h.openedYear,
    Photos: Array.from({ length: HOTEL_PHOTOS }, (_, i) => hotelPhoto(h.id, i + 1)),
    Facilities: h.facilities.map((code) => ({ Code: code, Name: facilityName(code, lang) })),
    CheckInFrom: CHECK_IN_FROM,
    CheckOutBy: CHECK_OUT_BY,
    Policies: hotelPolicies(h, lang),
    Description: label('description', lang, {
      name: nameIn(h.names, lang),
      city,
      area: area.startsWith(city) ? area.slice(city.length) : area,
      year: h.openedYear,
      star: h.star,
      km: h.distanceKm,
    }),
  }
}

export async function hotelDetail(ctx: AuthedContext, req: HotelDetailReq): Promise<HotelDetailRes> {
  const h = await requireHotel(ctx, req.HotelId, 'Search')
  const stay = checkStayDates(req, ctx.now())
  const product = hotelProduct(h.city)
  const [travellers, cur] = await Promise.all([hotelTravellers(ctx, product, req.PassengerIds ?? []), textCurrencyOf(ctx)])
  const allot = await Allotments.load(ctx.db, [h.id], stay.dates)
  const adults = req.Adults ?? 1
  const rooms = h.rooms
    .filter((r) => r.maxOccupancy >= adults)
    .map((room) =>
      roomView(
        h,
        room,
        room.plans.map((plan) => offerFor(h, room, plan, stay, allot, travellers.policies, ctx.lang, ctx.now(), cur)),
        ctx.lang,
      ),
    )
  return {
    Hotel: hotelInfo(h, ctx.lang),
    CheckIn: stay.checkIn,
    CheckOut: stay.checkOut,
    Nights: stay.nights,
    Rooms: rooms,
    RankStandard: await standardOf(ctx, req.PassengerIds?.[0], product),
  }
}
