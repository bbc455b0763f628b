import type { FlightOrderDetail } from '@api/order'

export interface PaySegment {
  key: string
  fromCity: string
  toCity: string
  date: string
  /** '' when the new flight's time is not on the order yet (a change waiting for payment). */
  time: string
  flightNo: string
  /** '' for a change (its cabin may differ from the booked one). */
  cabinName: string
}

/**
 * What the cashier says it is paying for: the order's flights, or, for a change waiting for the
 * traveller's share (PayInfo.PayFor is its ChangeNo), the flight changed to, not the one left.
 */
export function paySegments(order: FlightOrderDetail): { changeNo: string | null; segments: PaySegment[] } {
  const change = order.PayInfo ? order.Changes.find((c) => c.ChangeNo === order.PayInfo!.PayFor) : undefined
  if (change) {
    const moved = order.Tickets.filter((k) => change.PassengerIds.includes(k.PassengerId) && k.FlightNo === change.OldFlightNo)
    const seg = order.Segments.find((s) => moved.some((k) => k.SegmentIndex === s.SegmentIndex)) ?? order.Segments[0]
    return {
      changeNo: change.ChangeNo,
      segments: [
        {
          key: change.ChangeNo,
          fromCity: seg.Flight.DepartCityName,
          toCity: seg.Flight.ArriveCityName,
          date: change.NewDepartDate,
          time: '',
          flightNo: change.NewFlightNo,
          cabinName: '',
        },
      ],
    }
  }
  return {
    changeNo: null,
    segments: order.Segments.map((s) => ({
      key: String(s.SegmentIndex),
      fromCity: s.Flight.DepartCityName,
      toCity: s.Flight.ArriveCityName,
      date: s.Flight.DepartDate,
      time: s.Flight.DepartTime,
      flightNo: s.Flight.FlightNo,
      cabinName: s.CabinClassName,
    })),
  }
}
