/**
 * Hotels, domestic and abroad (docs/server-calls.md): the search page, cities, suggestions and
 * filters, the list, a hotel's rooms and plans, the price check, booking, the caller's hotel
 * standard and the hotel groups of membership cards. A city abroad needs the IntlHotel powers, a
 * mainland one the Hotel powers: the calls name a city or a hotel, so the handlers check (1003).
 */
import { Type } from '@sinclair/typebox'
import * as H from '../../../../types/api/hotel'
import { defineDomain } from '../../http/call'
import { submitOrder } from './booking'
import { cityList, filterList, hotelGroups, initInfo, suggest } from './browse'
import { hotelDetail } from './hotel-page'
import { checkPrice } from './quote'
import { standardOf } from './rank'
import { searchHotels } from './search'

const NoParams = Type.Object({}, { description: 'No parameters: send {}' })
const POWER = 'BusinessPermission.Hotel.* for mainland cities, BusinessPermission.IntlHotel.* abroad (1003 without).'

export default defineDomain(
  'hotel',
  'Hotels at home and abroad: cities, search, rooms and rates, price check, booking, hotel standard',
  'hotel',
  (call, res) => {
    call('newhotel/hotel/getHotelIndexInitInfo', {
      summary: "The search page: today and yesterday (China time), the early-morning window, default and hot cities, limits, the caller's hotel standard",
      description: `Search power of the domestic or international product (International). ${POWER}`,
      auth: 'required',
      body: H.HotelIndexInitInfoReq,
      result: res('HotelIndexInitInfoRes'),
      handle: (body, ctx) => initInfo(ctx, body),
    })

    const cities = {
      summary: 'Hotel cities grouped A–Z (mainland by pinyin, abroad by English name), with the hot cities',
      auth: 'required',
      body: H.HotelCityListReq,
      result: res<H.HotelCityListRes>('HotelCityListRes'),
    } as const
    call('newhotel/hotel/getHotelCityList', { ...cities, handle: async (body, ctx) => cityList(body, ctx.lang) })
    call('newhotel/intlHotelv2/getCityList', {
      ...cities,
      summary: 'newhotel/hotel/getHotelCityList under the international hotels’ prefix: the cities abroad unless International is false',
      handle: async (body, ctx) => cityList({ ...body, International: body.International ?? true }, ctx.lang),
    })

    call('newhotel/intlHotelv2/getHotelSearchEngine', {
      summary: 'Hotels, brands and areas of a city matching a keyword (Chinese, pinyin, English, Japanese)',
      description: POWER,
      auth: 'required',
      body: H.HotelSuggestReq,
      result: res('HotelSuggestRes'),
      handle: (body, ctx) => suggest(ctx, body),
    })

    call('newhotel/intlHotelv2/getHotelFilterList', {
      summary: 'The filters of a city: brands with their group, groups, areas, facilities',
      description: POWER,
      auth: 'required',
      body: H.HotelFilterListReq,
      result: res('HotelFilterListRes'),
      handle: (body, ctx) => filterList(ctx, body),
    })

    call('newhotel/hotel/searchHotels', {
      answerCache: true,
      summary: "A city's hotels for a stay, filtered and sorted, each with its cheapest bookable plan and the travellers' verdict",
      description: `1001 for invalid dates (check-in from today; yesterday only between 00:00 and 06:00 China time with EarlyMorning; 1–28 nights). ${POWER}`,
      auth: 'required',
      money: true,
      body: H.SearchHotelsReq,
      result: res('SearchHotelsRes'),
      handle: (body, ctx) => searchHotels(ctx, body),
    })

    call('newhotel/hotel/getHotelDetail', {
      summary: "A hotel with its room types and rate plans for the stay: nights, prices, rooms left, cancellation rule, the travellers' verdict",
      description: `1005 for an unknown hotel. ${POWER}`,
      auth: 'required',
      money: true,
      body: H.HotelDetailReq,
      result: res('HotelDetailRes'),
      handle: (body, ctx) => hotelDetail(ctx, body),
    })

    call('newhotel/hotel/checkPrice', {
      summary: 'Re-prices the chosen plan: PriceChanged when its average night differs from AvgPrice, rooms left, the split as if paid Mixed',
      description: `503 when the hotel, room type or plan no longer exists. Book power. ${POWER}`,
      auth: 'required',
      money: true,
      body: H.HotelPriceCheckReq,
      result: res('HotelPriceCheckRes'),
      handle: (body, ctx) => checkPrice(ctx, body),
    })

    call('newhotel/hotel/submitOrder', {
      summary: 'Books the chosen plan: one order, idempotent by ClientRequestId; the rooms of every night are taken at once',
      description:
        '503 when the plan is gone or too few rooms are left (ResultData null), or when the price moved (ResultData HotelPriceCheckRes, PriceChanged true); 1001 for invalid guests, cards, arrival time, fields or a missing reason; 1003 outside the booking scope or without the payment permission; 1014 for a reused request id.',
      auth: 'required',
      money: true,
      body: H.HotelSubmitReq,
      result: res('HotelSubmitRes'),
      handle: (body, ctx) => submitOrder(ctx, body),
    })

    for (const [path, product, where] of [
      ['hotelrank', 'Hotel', 'hotel'],
      ['intlHotelRank', 'IntlHotel', 'international hotel'],
    ] as const) {
      call(path, {
        summary: `A person's ${where} standard (default the caller; others must be in the hotel booking scope)`,
        auth: 'required',
        body: H.HotelRankReq,
        result: res('HotelRankStandard', true),
        handle: (body, ctx) => standardOf(ctx, body.PersonId, product),
      })
    }

    call('systemInfo/getHotelGroups', {
      summary: 'Hotel groups whose membership cards can be saved and used when booking',
      auth: 'required',
      body: NoParams,
      result: res('HotelGroups'),
      handle: async (_body, ctx) => hotelGroups(ctx.lang),
    })
  },
)
