/**
 * Hotels, domestic and international (docs/product.md), in subpackage features/hotel: search,
 * list, hotel, booking, cashier, orders. The international search is the same pages with
 * `intl=1`; it has its own home tile.
 */
import { homeTile, listedAs, product } from '@/core/product'

export default product({
  pkg: 'features/hotel',
  texts: 'hotel',
  namespaces: ['booking'],
  routes: {
    hotelSearch: { page: 'search/index', url: '/module/hotel/query' },
    hotelList: { page: 'list/index', url: '/module/hotel/list' },
    hotelDetails: { page: 'details/index', url: '/module/hotel/details' },
    hotelBooking: { page: 'booking/index', url: '/module/hotel/bookDetails' },
    hotelPay: { page: 'pay/index', url: '/module/hotel/pay' },
    hotelOrderList: { page: 'orders/index', url: '/module/hotel/orderList' },
    hotelOrderDetails: { page: 'order-details/index', url: '/module/hotel/orderDetails' },
  },
  home: [
    homeTile({ tile: 'hotel', module: 'hotel', route: 'hotelSearch', needs: 'BusinessPermission.Hotel.Search', rank: 30 }),
    homeTile({
      tile: 'intlHotel',
      themed: false,
      module: 'intlHotel',
      route: 'hotelSearch',
      needs: 'BusinessPermission.IntlHotel.Search',
      rank: 40,
      icon: 'hotel',
      params: { intl: 1 },
    }),
  ],
  orders: { kinds: ['Hotel', 'IntlHotel'], details: 'hotelOrderDetails', pay: 'hotelPay' },
  approval: { field: 'HotelOrder', show: 'stay', testId: 'subject-hotel' },
  listed: listedAs('Hotel', 'hotel', 'hotelrank', true),
  mine: [{ label: 'shell:mine.hotelOrders', route: 'hotelOrderList', power: 'MyPermission.Orders.Hotel.Enable' }],
  storage: {
    /** JSON: recent hotel cities, domestic and international (search-store.ts). */
    keys: { hotelCities: 'hotelCities' },
    session: {
      /** JSON: the hotel search criteria (city, stay, rooms, guests, filters). */
      hotelSearchCriteria: 'hotelSearchCriteria',
      /** JSON: the hotel, room and rate plan chosen for booking, with the reason for an over-standard one. */
      hotelSelection: 'hotelSelection',
      /** JSON: the hotel booking form being filled in. */
      hotelBookingDraft: 'hotelBookingDraft',
    },
    keepOnVersionUpdate: ['hotelCities'],
    // The booking being filled in and what it books survive a reload (checked against the URL: booking-draft.ts).
    keepOnStart: ['hotelSelection', 'hotelBookingDraft'],
  },
})
