// After a change: the cashier pays for the new flight, and the order keeps saying where the
// travellers were changed to, also once the ticket is refunded.
import type { FlightOrderDetail } from '@api/order'
import { paySegments } from '@/features/flight/pay/summary'
import { changedTo } from '@/features/flight/order-details/index'

jest.mock('@/components/page', () => () => null)

const flight = (FlightNo: string, DepartDate: string, DepartTime = '08:00') => ({
  FlightNo,
  DepartDate,
  DepartTime,
  DepartCityName: '北京',
  ArriveCityName: '上海',
})
const order = (over: Partial<FlightOrderDetail>): FlightOrderDetail =>
  ({
    Segments: [{ SegmentIndex: 0, Flight: flight('JD3151', '2026-12-05'), CabinClassName: '经济舱' }],
    Tickets: [{ TicketId: 1, PassengerId: 7, SegmentIndex: 0, FlightNo: 'JD3151', DepartDate: '2026-12-05', DepartTime: '08:00', Status: 'Issued' }],
    Changes: [],
    PayInfo: null,
    ...over,
  }) as unknown as FlightOrderDetail

describe('paying for a change', () => {
  it('names the flight changed to, not the one left', () => {
    const o = order({
      PayInfo: { PayFor: 'C2026120500001', CompanyAmount: 0, PersonalAmount: 16700, Channels: [] },
      Changes: [{ ChangeNo: 'C2026120500001', PassengerIds: [7], OldFlightNo: 'JD3151', NewFlightNo: 'JD3153', NewDepartDate: '2026-12-06' }] as never,
    })
    expect(paySegments(o)).toEqual({
      changeNo: 'C2026120500001',
      segments: [{ key: 'C2026120500001', fromCity: '北京', toCity: '上海', date: '2026-12-06', time: '', flightNo: 'JD3153', cabinName: '' }],
    })
  })
  it('an order payment lists the booked flights', () => {
    expect(
      paySegments(order({ PayInfo: { PayFor: 'F1', CompanyAmount: 0, PersonalAmount: 1, Channels: [] } })).segments.map((s) => [s.flightNo, s.date]),
    ).toEqual([['JD3151', '2026-12-05']])
  })
})

describe('the change note on the itinerary', () => {
  it('a wholly changed segment heads with its new flight and still says it was changed', () => {
    const o = order({
      Segments: [{ SegmentIndex: 0, Flight: flight('JD3153', '2026-12-06', '09:10'), ChangedFrom: { FlightNo: 'JD3151', DepartDate: '2026-12-05' } }] as never,
    })
    expect(changedTo(o, 0)).toEqual([{ FlightNo: 'JD3153', DepartDate: '2026-12-06', DepartTime: '09:10' }])
  })
  it('a refunded ticket on the new flight keeps the note', () => {
    const o = order({
      Tickets: [
        { TicketId: 1, PassengerId: 7, SegmentIndex: 0, FlightNo: 'JD3153', DepartDate: '2026-12-06', DepartTime: '09:10', Status: 'Refunded' },
      ] as never,
    })
    expect(changedTo(o, 0).map((k) => k.FlightNo)).toEqual(['JD3153'])
  })
})
