/**
 * International flights (docs/intl-flights.md), in subpackage features/intl-flight: the search
 * (one-way, round trip), itineraries with connections and fare families, booking with travel
 * documents and English names, the cashier, the order with refund and change, my orders; and
 * the inquiry sheet a traveller asks and a travel consultant answers with options the traveller
 * confirms.
 */
import { bookingProduct, homeTile, pagesAt } from '@/core/product'

export default bookingProduct(
  'intl',
  { folder: 'intl-flight', texts: 'intlFlight', base: '/intlPlaneTicket', kinds: ['IntlFlight'] },
  {
    routes: {
      ...pagesAt('/intlPlaneTicket', { intlRefund: ['refund', 'refundDetails'], intlChange: 'change', intlSheetAsk: ['sheet-ask', 'inquirySheet'] }),
      // The inquiry sheets, once asked: listed, seen, answered by booking, confirmed.
      ...pagesAt('/intlPlaneTicket/inquirySheet', {
        intlSheetList: ['sheets', 'orderList'],
        intlSheetDetails: ['sheet-details', 'orderDetails'],
        intlSheetAnswer: ['sheet-answer', 'bookDetails'],
        intlSheetConfirm: ['sheet-confirm', 'orderConfirm'],
      }),
    },
    home: homeTile({ tile: 'intlFlight', themed: false, module: 'intlPlane', route: 'intlSearch', needs: 'BusinessPermission.IntlFlight.Search', rank: 20 }),
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
  },
)
