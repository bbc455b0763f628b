// Trips from orders: journeys only (not cancelled or refunded orders), the traveller's own,
// split around now, the nearest ahead is next; a trip that never happened is not 'past'.
import type { OrderSummary } from '@api/order'
import { daysUntil, detailsRouteOf, groupTrips, isTravelling, localNow, tripOf } from '@/shared/trips/trips'

let seq = 0
function order(p: Partial<OrderSummary> & { when?: string }): OrderSummary {
  seq += 1
  return {
    OrderNo: p.OrderNo ?? `F${seq}`,
    Product: 'Flight',
    Status: p.Status ?? 'TicketIssued',
    StatusName: p.StatusName ?? 'Ticketed',
    ApprovalStatus: 'NotRequired',
    PaymentType: 'Company',
    CreatedAt: '2026-11-01 10:00',
    Title: p.Title ?? '北京 - 上海',
    SubTitle: p.SubTitle ?? `CA1501 · ${p.when ?? '2026-12-01 08:00'}`,
    PassengerNames: p.PassengerNames ?? ['张伟'],
    TotalAmount: 128000,
    PersonalAmount: 0,
    Actions: { CanPay: false, CanCancel: false, CanRefund: false, CanChange: false },
  }
}

const NOW = '2026-11-22 09:30'
const trips = (orders: OrderSummary[]) => orders.map(tripOf).filter((t): t is NonNullable<typeof t> => t !== null)

describe('tripOf', () => {
  it('reads the flight, day and time from the summary', () => {
    const t = tripOf(order({ OrderNo: 'F9', SubTitle: 'MU5101 · 2026-12-08 07:45', Title: '上海 - 北京 / 北京 - 上海' }))
    expect(t).toMatchObject({ orderNo: 'F9', flightNo: 'MU5101', date: '2026-12-08', time: '07:45', roundTrip: true })
  })

  it.each(['Cancelled', 'Voided', 'RefundSucceeded'] as const)('drops a %s order: no journey', (Status) => {
    expect(tripOf(order({ Status }))).toBeNull()
  })

  it('keeps a summary without a time as a whole-day trip, and one without a date undated', () => {
    expect(tripOf(order({ SubTitle: 'CA1501 · 2026-12-01' }))).toMatchObject({ date: '2026-12-01', time: '' })
    expect(tripOf(order({ SubTitle: '' }))).toMatchObject({ date: '', flightNo: '' })
  })
})

describe('groupTrips', () => {
  it('puts the nearest trip ahead on top, the others ahead soonest first, the past newest first', () => {
    const g = groupTrips(
      trips([
        order({ OrderNo: 'late', when: '2026-12-20 10:00' }),
        order({ OrderNo: 'soon', when: '2026-11-25 07:00' }),
        order({ OrderNo: 'old', when: '2026-10-01 10:00' }),
        order({ OrderNo: 'older', when: '2026-09-01 10:00' }),
        order({ OrderNo: 'mid', when: '2026-12-01 10:00' }),
      ]),
      NOW,
    )
    expect(g.next?.orderNo).toBe('soon')
    expect(g.upcoming.map((t) => t.orderNo)).toEqual(['mid', 'late'])
    expect(g.past.map((t) => t.orderNo)).toEqual(['old', 'older'])
  })

  it('splits today at the current minute; a timeless trip today is still ahead', () => {
    const g = groupTrips(
      trips([
        order({ OrderNo: 'gone', when: '2026-11-22 08:00' }),
        order({ OrderNo: 'later', when: '2026-11-22 18:00' }),
        order({ OrderNo: 'day', SubTitle: 'CA1 · 2026-11-22' }),
      ]),
      NOW,
    )
    expect(g.past.map((t) => t.orderNo)).toEqual(['gone'])
    expect([g.next?.orderNo, ...g.upcoming.map((t) => t.orderNo)]).toEqual(['later', 'day'])
  })

  it('shows a trip still waiting for approval or payment ahead, but not once its day passed', () => {
    const g = groupTrips(
      trips([
        order({ OrderNo: 'waiting', Status: 'PendingApproval', when: '2026-12-01 08:00' }),
        order({ OrderNo: 'unpaid-past', Status: 'Placed', when: '2026-11-01 08:00' }),
        order({ OrderNo: 'flown', Status: 'ChangeSucceeded', when: '2026-11-02 08:00' }),
      ]),
      NOW,
    )
    expect(g.next?.orderNo).toBe('waiting')
    expect(g.past.map((t) => t.orderNo)).toEqual(['flown'])
  })

  it('leaves out undated trips and repeats of an order (a later page overlapping)', () => {
    const a = order({ OrderNo: 'A', when: '2026-12-01 08:00' })
    const g = groupTrips(trips([a, a, order({ SubTitle: 'no date here' })]), NOW)
    expect(g.next?.orderNo).toBe('A')
    expect(g.upcoming).toHaveLength(0)
    expect(g.past).toHaveLength(0)
  })

  it('is empty for no orders', () => {
    expect(groupTrips([], NOW)).toEqual({ next: null, upcoming: [], past: [] })
  })
})

describe('helpers', () => {
  it('keeps the traveller’s own orders (a booker’s bookings for others are followed trips)', () => {
    expect(isTravelling(order({ PassengerNames: ['张伟', '李娜'] }), '李娜')).toBe(true)
    expect(isTravelling(order({ PassengerNames: ['SMITH/JOHN'] }), '张伟')).toBe(false)
    expect(isTravelling(order({}), '')).toBe(false)
  })

  it('counts whole days across months and years', () => {
    expect(daysUntil('2026-11-22', '2026-11-22')).toBe(0)
    expect(daysUntil('2026-12-01', '2026-11-22')).toBe(9)
    expect(daysUntil('2027-01-02', '2026-12-31')).toBe(2)
  })

  it('formats the local time as yyyy-MM-dd HH:mm', () => {
    // China time whatever the phone's zone: 23:03 UTC is 07:03 the next day in China.
    expect(localNow(Date.UTC(2026, 0, 4, 23, 3))).toBe('2026-01-05 07:03')
    expect(localNow(Date.UTC(2026, 0, 5, 15, 59))).toBe('2026-01-05 23:59')
    expect(localNow(Date.UTC(2026, 0, 5, 16, 0))).toBe('2026-01-06 00:00')
  })

  it("opens each order on its product's order page, products without one nowhere", () => {
    expect(detailsRouteOf('Flight')).toBe('flightOrderDetails')
    expect(detailsRouteOf('IntlHotel')).toBe('hotelOrderDetails')
    expect(detailsRouteOf('Train')).toBe('trainOrderDetails')
    expect(detailsRouteOf('Car')).toBe('carOrderDetails')
    expect(detailsRouteOf('Ferry')).toBeNull()
  })
})
