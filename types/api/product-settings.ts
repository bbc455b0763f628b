/**
 * Which section of the company's PersonalSetting a product's orders follow: its order fields
 * (and approval, contacts' messages), its refund and change reasons. One row per product of the
 * contract; the server's order kernel and booking data read a product's settings only here.
 */
import type { Product } from './booking-data'
import type { MessageSettings, OrderFieldSettings, PersonalSetting, ReasonSettings } from './settings'

export interface ProductSettings {
  /** Order fields, approval (VettingSettings) and, for a product that books, the contacts' messages. */
  fields: OrderFieldSettings & { ContactBookMessageSettings?: MessageSettings }
  refundReasons?: ReasonSettings
  changeReasons?: ReasonSettings
}

const ticket = (s: PersonalSetting['FlightSettings'] | PersonalSetting['TrainSettings'] | PersonalSetting['BusSettings']): ProductSettings => ({
  fields: s.NormalSettings,
  refundReasons: s.RefundSettings.RefundReasonSettings,
  changeReasons: s.ChangeSettings.ChangeReasonSettings,
})

const SECTIONS: Record<Product, (s: PersonalSetting) => ProductSettings> = {
  Flight: (s) => ticket(s.FlightSettings),
  IntlFlight: (s) => ticket(s.IntlFlightSettings),
  Train: (s) => ticket(s.TrainSettings),
  Bus: (s) => ticket(s.BusSettings),
  Hotel: (s) => ({ fields: s.HotelSettings, refundReasons: s.HotelSettings.RefundReasonSettings }),
  // International stays have their own order fields; cancellation reasons are the hotels' ones.
  IntlHotel: (s) => ({ fields: s.IntlHotelSettings, refundReasons: s.HotelSettings.RefundReasonSettings }),
  Car: (s) => ({ fields: s.CarSettings }),
  Dining: (s) => ({ fields: s.DiningSettings }),
}

/** The product a call asks about when its request names none (the booking-data calls, trip applications). */
export const DEFAULT_PRODUCT = 'Flight' satisfies Product

/** A product's settings; an unknown product reads the default product's. */
export const productSettings = (setting: PersonalSetting, product: string): ProductSettings =>
  (SECTIONS[product as Product] ?? SECTIONS[DEFAULT_PRODUCT])(setting)
