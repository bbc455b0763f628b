/**
 * The flight a segment's travellers are on now. A change moves tickets to another flight (the
 * segment row keeps what was booked); when every ticket of the segment moved to the same flight,
 * that flight is the segment's now, also after a later refund, so order lists and details head
 * with the flight the traveller flies (or flew, or gave back), not the one they changed away from.
 */
export interface FlightKey {
  flight_no: string
  route_key: string
  dep_date: string
}

export function currentFlight(
  segment: FlightKey & { segment_index: number },
  tickets: readonly (FlightKey & { segment_index: number })[],
): FlightKey & { changed: boolean } {
  const own = tickets.filter((t) => t.segment_index === segment.segment_index)
  const first = own[0]
  const same = first && own.every((t) => t.flight_no === first.flight_no && t.dep_date === first.dep_date && t.route_key === first.route_key)
  if (!same || (first.flight_no === segment.flight_no && first.dep_date === segment.dep_date)) {
    return { flight_no: segment.flight_no, route_key: segment.route_key, dep_date: segment.dep_date, changed: false }
  }
  return { flight_no: first.flight_no, route_key: first.route_key, dep_date: first.dep_date, changed: true }
}
