/**
 * International flights (docs/intl-flights.md), in subpackage features/intl-flight: the search
 * (one-way, round trip), itineraries with connections and fare families, booking with travel
 * documents and English names, the cashier, the order with refund and change, my orders; and
 * the inquiry sheet a traveller asks and a travel consultant answers with options the traveller
 * confirms.
 */
import { bookingPages, homeTile, product } from '@/core/product'

export default product({
  pkg: 'features/intl-flight',
  texts: 'intlFlight',
  namespaces: ['booking'],
  routes: {
    ...bookingPages('intl', '/intlPlaneTicket'),
    intlRefund: { page: 'refund/index', url: '/intlPlaneTicket/refundDetails' },
    intlChange: { page: 'change/index', url: '/intlPlaneTicket/change' },
    intlSheetAsk: { page: 'sheet-ask/index', url: '/intlPlaneTicket/inquirySheet' },
    intlSheetList: { page: 'sheets/index', url: '/intlPlaneTicket/inquirySheet/orderList' },
    intlSheetDetails: { page: 'sheet-details/index', url: '/intlPlaneTicket/inquirySheet/orderDetails' },
    intlSheetAnswer: { page: 'sheet-answer/index', url: '/intlPlaneTicket/inquirySheet/bookDetails' },
    intlSheetConfirm: { page: 'sheet-confirm/index', url: '/intlPlaneTicket/inquirySheet/orderConfirm' },
  },
  home: homeTile({ tile: 'intlFlight', themed: false, module: 'intlPlane', route: 'intlSearch', needs: 'BusinessPermission.IntlFlight.Search', rank: 20 }),
  orders: { kinds: ['IntlFlight'], details: 'intlOrderDetails', pay: 'intlPay', list: 'intlOrderList' },
  timetable: { mode: 'air', label: 'common:modules.intlPlane' },
  listed: { myOrders: { kind: 'IntlFlight', power: 'MyPermission.Orders.IntlFlight.Enable' } },
  approval: {
    field: 'IntlFlightOrder',
    show: 'journeys',
    lines: 'Flights',
    extra: { 'approval:order.inquirySheet': 'InquirySheetNo' },
    testId: 'subject-intl-flight',
  },
  mine: [
    { label: 'shell:mine.intlFlightOrders', route: 'intlOrderList', power: 'MyPermission.Orders.IntlFlight.Enable' },
    { label: 'shell:mine.intlInquirySheets', route: 'intlSheetList', power: 'BusinessPermission.IntlFlight.InquirySheet' },
  ],
})
