/** Domestic flights (docs/product.md): search to ticket, refund and change, in subpackage features/flight. */
import { homeTile, listedAs, product } from '@/core/product'

export default product({
  pkg: 'features/flight',
  texts: 'flight',
  namespaces: ['booking'],
  routes: {
    flightSearch: { page: 'search/index', url: '/planeTicket/query' },
    flightList: { page: 'list/index', url: '/planeTicket/list' },
    flightCabins: { page: 'cabins/index', url: '/planeTicket/cabins' },
    flightBooking: { page: 'booking/index', url: '/planeTicket/bookDetails' },
    flightPay: { page: 'pay/index', url: '/planeTicket/pay' },
    flightOrderList: { page: 'orders/index', url: '/planeTicket/orderList' },
    flightOrderDetails: { page: 'order-details/index', url: '/planeTicket/orderDetails' },
    flightRefund: { page: 'refund/index', url: '/planeTicket/refund' },
    flightChange: { page: 'change/index', url: '/planeTicket/change' },
  },
  home: homeTile({ tile: 'flight', module: 'plane', route: 'flightSearch', needs: 'BusinessPermission.Flight.Search', rank: 10 }),
  orders: { kinds: ['Flight'], details: 'flightOrderDetails', pay: 'flightPay' },
  trips: { book: 'trip:book' },
  listed: listedAs('Flight', 'plane', 'flightrank', true),
  approval: { field: 'FlightOrder', templates: true, show: 'segments', testId: 'subject-order' },
  apply: {
    label: 'travelApply:details.bookFlight',
    power: 'BusinessPermission.Flight.Book',
    route: 'flightSearch',
    params: (app) => ({ from: app.Legs[0]?.DepartCityCode, to: app.Legs[0]?.ArriveCityCode, date: app.Legs[0]?.DepartDate }),
  },
  mine: [{ label: 'shell:mine.flightOrders', route: 'flightOrderList', power: 'MyPermission.Orders.Flight.Enable' }],
  storage: {
    /** JSON: last searched plane cities. */
    keys: { planeCities: 'planeCities' },
    session: {
      /** JSON: the flight search criteria (trip type, dates, cabin, travellers). */
      flightSearchCriteria: 'flightSearchCriteria',
      /** JSON: the outbound fare chosen on a round trip while the return is being picked. */
      flightOutbound: 'flightOutbound',
      /** JSON: the fares chosen for booking. */
      flightSelection: 'flightSelection',
      /** JSON: the reasons given for out-of-policy fares. */
      flightPolicyReasons: 'flightPolicyReasons',
      /** JSON: the booking form being filled in. */
      flightBookingDraft: 'flightBookingDraft',
    },
    keepOnVersionUpdate: ['planeCities'],
    // The booking being filled in, what it books and its policy reasons survive a reload (checked against the URL: booking-url.ts).
    keepOnStart: ['flightSelection', 'flightBookingDraft', 'flightPolicyReasons'],
  },
})
