/** Domestic flights (docs/product.md): search to ticket, refund and change, in subpackage features/flight. */
import { product } from '@/core/product'

export default product({
  pkg: 'features/flight',
  namespaces: ['flight', 'booking'],
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
  home: { tile: 'flight', route: 'flightSearch' },
  orders: { kinds: ['Flight'], details: 'flightOrderDetails', pay: 'flightPay' },
  mine: [{ label: 'shell:mine.flightOrders', route: 'flightOrderList', power: 'MyPermission.Orders.Flight.Enable' }],
})
