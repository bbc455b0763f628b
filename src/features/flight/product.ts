/** Domestic flights (docs/product.md): search to ticket, refund and change, in subpackage features/flight. */
import { product } from '@/core/product'

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
  home: { tile: 'flight', route: 'flightSearch', label: 'common:modules.plane', icon: 'flight', themeIcon: 'Plane', needs: ['BusinessPermission.Flight.Search'], rank: 10 },
  orders: { kinds: ['Flight'], details: 'flightOrderDetails', pay: 'flightPay' },
  trips: { book: 'trip:book' },
  approval: { field: 'FlightOrder', show: 'segments', testId: 'subject-order' },
  apply: {
    label: 'travelApply:details.bookFlight',
    power: 'BusinessPermission.Flight.Book',
    route: 'flightSearch',
    params: (app) => ({ from: app.Legs[0]?.DepartCityCode, to: app.Legs[0]?.ArriveCityCode, date: app.Legs[0]?.DepartDate }),
  },
  mine: [{ label: 'shell:mine.flightOrders', route: 'flightOrderList', power: 'MyPermission.Orders.Flight.Enable' }],
})
