/**
 * The twenty carriers of the demo inventory: names in three languages, ticket-stock prefix
 * (the three digits before a ticket number), frequent-flyer programme, hubs that attract their
 * routes, and the aircraft they fly. Hubs are city codes; the first hub airport of a
 * multi-airport city is the carrier's base there.
 */
import CARRIER_LIST from './carriers.json'

export type AircraftCode = 'A320' | 'A321' | 'A330' | 'B737' | 'B738' | 'B787' | 'C919' | 'ARJ21'

export interface Carrier {
  code: string
  cn: string
  en: string
  jp: string
  ticketPrefix: string
  program: [string, string]
  /** City code -> preferred airport in that city, with a strength 1..3. */
  hubs: [string, string, number][]
  narrow: AircraftCode[]
  wide: AircraftCode[]
  /** Low-cost: economy only, no free checked bag, no meal. */
  lowCost: boolean
  /** Alliance group for code-shares. */
  group: 'air-china' | 'eastern' | 'southern' | 'hainan' | 'sichuan' | 'other'
}

/** The carriers themselves: carriers.json. */
export const CARRIERS = CARRIER_LIST as Carrier[]

export const AIRCRAFT: Record<AircraftCode, { cn: string; en: string; size: 'M' | 'L'; seats: number }> = {
  A320: { cn: '空客A320', en: 'Airbus A320', size: 'M', seats: 158 },
  A321: { cn: '空客A321', en: 'Airbus A321', size: 'M', seats: 190 },
  A330: { cn: '空客A330', en: 'Airbus A330', size: 'L', seats: 283 },
  B737: { cn: '波音737', en: 'Boeing 737', size: 'M', seats: 150 },
  B738: { cn: '波音737-800', en: 'Boeing 737-800', size: 'M', seats: 170 },
  B787: { cn: '波音787', en: 'Boeing 787', size: 'L', seats: 270 },
  C919: { cn: '国产C919', en: 'COMAC C919', size: 'M', seats: 164 },
  ARJ21: { cn: '国产ARJ21', en: 'COMAC ARJ21', size: 'M', seats: 90 },
}
