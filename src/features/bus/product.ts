/**
 * Bus (coach) tickets (docs/bus.md), in subpackage features/bus: stations or cities and a date,
 * the day's departures with filters and the standard, booking by name on the booking engine, the
 * cashier, the e-ticket with its pick-up code and QR code, refund by the operators' tiers and
 * change to another departure of the route.
 */
import { homeTile, listedAs, product } from '@/core/product'

export default product({
  pkg: 'features/bus',
  texts: 'bus',
  namespaces: ['booking'],
  routes: {
    busSearch: { page: 'search/index', url: '/bus/query' },
    busList: { page: 'list/index', url: '/bus/list' },
    busBooking: { page: 'booking/index', url: '/bus/bookDetails' },
    busPay: { page: 'pay/index', url: '/bus/pay' },
    busOrderList: { page: 'orders/index', url: '/bus/orderList' },
    busOrderDetails: { page: 'order-details/index', url: '/bus/orderDetail' },
    busChange: { page: 'change/index', url: '/bus/change' },
  },
  home: homeTile({ tile: 'bus', module: 'bus', route: 'busSearch', needs: 'BusinessPermission.Bus.Search', rank: 55 }),
  orders: { kinds: ['Bus'], details: 'busOrderDetails', pay: 'busPay' },
  approval: { field: 'BusOrder', show: 'journeys', lines: 'Journeys', testId: 'subject-bus' },
  listed: listedAs('Bus', 'bus', 'busrank'),
  mine: [{ label: 'shell:mine.busOrders', route: 'busOrderList', power: 'MyPermission.Orders.Bus.Enable' }],
  storage: {
    /** JSON: last picked coach stations and cities. */
    keys: { busPlaces: 'busPlaces' },
    session: {
      /** JSON: the bus search (from, to, date). */
      busSearchCriteria: 'busSearchCriteria',
      /** JSON: the departure chosen for booking. */
      busSelection: 'busSelection',
      /** JSON: the bus booking form being filled in. */
      busBookingDraft: 'busBookingDraft',
    },
    keepOnVersionUpdate: ['busPlaces'],
  },
})
