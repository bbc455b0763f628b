/**
 * Hotels, domestic and international (docs/product.md), in subpackage features/hotel: search,
 * list, hotel, booking, cashier, orders. The international search is the same pages with
 * `intl=1`; it has its own home tile.
 */
import { bookingProduct, bookingStorage, homeTile, listedAs } from '@/core/product'

export default bookingProduct(
  'hotel',
  { base: '/module/hotel', kinds: ['Hotel', 'IntlHotel'] },
  {
    routes: {
      hotelDetails: { page: 'details/index', url: '/module/hotel/details' },
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
    approval: { field: 'HotelOrder', show: 'stay', testId: 'subject-hotel' },
    listed: listedAs('Hotel', 'hotel', 'hotelrank', true),
    mine: [{ label: 'shell:mine.hotelOrders', route: 'hotelOrderList', power: 'MyPermission.Orders.Hotel.Enable' }],
    // Recent cities, domestic and international (search-store.ts); the search (city, stay, rooms,
    // guests, filters), the hotel, room and rate plan chosen for booking with the reason for an
    // over-standard one, and the booking form being filled in, which with what it books survives a
    // reload (checked against the URL: booking-draft.ts).
    storage: bookingStorage('hotel', 'hotelCities', { keepOnStart: ['hotelSelection', 'hotelBookingDraft'] }),
  },
)
