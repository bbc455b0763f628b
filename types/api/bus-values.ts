/**
 * Bus (coach) tickets' fixed values (docs/bus.md): the classes a coach sells, the sale window,
 * the refund tiers by time before departure (China time) and the change rule.
 */

/** A coach's class: an ordinary seat, a sleeper berth, a business (2+1) seat. */
export const BUS_CLASSES = ['Seat', 'Sleeper', 'Business'] as const
export type BusClass = (typeof BUS_CLASSES)[number]

/** Tickets are sold from today to today + this many days. */
export const BUS_SALE_DAYS = 14
export const MAX_BUS_PASSENGERS = 5

/**
 * The coach operators' refund fee by time before departure, from each tier's hours on (exactly
 * 2 hours before is free): free from 2 hours before; 10 % from 30 minutes; 20 % in the last
 * 30 minutes. After departure nothing is refunded online. A fee is whole yuan, at least ¥1.
 */
export const BUS_REFUND_TIERS: readonly { FromHours: number; Rate: number }[] = [
  { FromHours: 2, Rate: 0 },
  { FromHours: 0.5, Rate: 0.1 },
  { FromHours: 0, Rate: 0.2 },
]
export const BUS_REFUND_FEE_MIN = 100

/** A ticket changes once, free, to another schedule of the same route and class, until this many minutes before its departure. */
export const BUS_CHANGE_CLOSE_MINUTES = 30
export const BUS_MAX_CHANGES = 1

/** Refunding / Changing: a refund or change waiting for the company's approval (BusSettings' VettingSettings). */
export const BUS_TICKET_STATES = ['Booked', 'Issued', 'Refunding', 'Refunded', 'Changing', 'Changed', 'Void'] as const
export type BusTicketState = (typeof BUS_TICKET_STATES)[number]
