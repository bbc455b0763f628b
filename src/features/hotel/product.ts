/**
 * Hotels, domestic and international (docs/product.md), in subpackage features/hotel: search,
 * list, hotel, booking, cashier, orders. The international search is the same pages with
 * `intl=1`; it has its own home tile.
 */
import { product } from '@/core/product'

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
    { tile: 'hotel', route: 'hotelSearch', label: 'common:modules.hotel', icon: 'hotel', themeIcon: 'Hotel', needs: ['BusinessPermission.Hotel.Search'], rank: 30 },
    { tile: 'intlHotel', route: 'hotelSearch', params: { intl: 1 }, label: 'common:modules.intlHotel', icon: 'hotel', needs: ['BusinessPermission.IntlHotel.Search'], rank: 40 },
  ],
  orders: { kinds: ['Hotel', 'IntlHotel'], details: 'hotelOrderDetails', pay: 'hotelPay' },
  approval: { field: 'HotelOrder', show: 'stay', testId: 'subject-hotel' },
  mine: [{ label: 'shell:mine.hotelOrders', route: 'hotelOrderList', power: 'MyPermission.Orders.Hotel.Enable' }],
})
