/**
 * Bus (coach) tickets (docs/bus.md), in subpackage features/bus: stations or cities and a date,
 * the day's departures with filters and the standard, booking by name on the booking engine, the
 * cashier, the e-ticket with its pick-up code and QR code, refund by the operators' tiers and
 * change to another departure of the route.
 */
import { bookingProduct, bookingStorage, homeTile, listedAs } from '@/core/product'

export default bookingProduct(
  'bus',
  { base: '/bus', kinds: ['Bus'], urls: { OrderDetails: 'orderDetail' } },
  {
    routes: {
      busChange: { page: 'change/index', url: '/bus/change' },
    },
    home: homeTile({ tile: 'bus', module: 'bus', route: 'busSearch', needs: 'BusinessPermission.Bus.Search', rank: 55 }),
    approval: { field: 'BusOrder', show: 'journeys', lines: 'Journeys', testId: 'subject-bus' },
    listed: listedAs('Bus', 'bus', 'busrank'),
    mine: [{ label: 'shell:mine.busOrders', route: 'busOrderList', power: 'MyPermission.Orders.Bus.Enable' }],
    // The last picked stations and cities; the search (from, to, date), the departure chosen for
    // booking, the booking form being filled in.
    storage: bookingStorage('bus', 'busPlaces'),
  },
)
