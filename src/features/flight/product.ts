/** Domestic flights (docs/product.md): search to ticket, refund and change, in subpackage features/flight. */
import { bookingProduct, bookingStorage, homeTile, listedAs } from '@/core/product'

export default bookingProduct(
  'flight',
  { base: '/planeTicket', kinds: ['Flight'] },
  {
    routes: {
      flightCabins: { page: 'cabins/index', url: '/planeTicket/cabins' },
      flightRefund: { page: 'refund/index', url: '/planeTicket/refund' },
      flightChange: { page: 'change/index', url: '/planeTicket/change' },
    },
    home: homeTile({ tile: 'flight', module: 'plane', route: 'flightSearch', needs: 'BusinessPermission.Flight.Search', rank: 10 }),
    trips: { book: 'trip:book' },
    timetable: { mode: 'air', label: 'common:modules.plane' },
    listed: listedAs('Flight', 'plane', 'flightrank', true),
    approval: { field: 'FlightOrder', templates: true, show: 'segments', testId: 'subject-order' },
    apply: {
      label: 'travelApply:details.bookFlight',
      power: 'BusinessPermission.Flight.Book',
      route: 'flightSearch',
      params: (app) => ({ from: app.Legs[0]?.DepartCityCode, to: app.Legs[0]?.ArriveCityCode, date: app.Legs[0]?.DepartDate }),
    },
    mine: [{ label: 'shell:mine.flightOrders', route: 'flightOrderList', power: 'MyPermission.Orders.Flight.Enable' }],
    // The last searched cities; the search (trip type, dates, cabin, travellers), the fares chosen
    // for booking and the booking form being filled in. The booking, what it books and its policy
    // reasons survive a reload (checked against the URL: booking-url.ts).
    storage: bookingStorage('flight', 'planeCities', {
      session: {
        /** JSON: the outbound fare chosen on a round trip while the return is being picked. */
        flightOutbound: 'flightOutbound',
        /** JSON: the reasons given for out-of-policy fares. */
        flightPolicyReasons: 'flightPolicyReasons',
      },
      keepOnStart: ['flightSelection', 'flightBookingDraft', 'flightPolicyReasons'],
    }),
  },
)
