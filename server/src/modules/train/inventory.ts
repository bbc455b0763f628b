/**
 * Tickets and seats for sale per train, start date and class. The starting count is computed
 * (catalog.ts baseTickets); a row in train_inventory appears at the first sale and every sale,
 * refund and cancellation moves it with a conditional UPDATE, so concurrent bookings never sell
 * more than there are (and a CHECK refuses a negative count). The UPDATE also locks the row until
 * the transaction ends, so the seats of a class are picked one booking at a time: each ticket's
 * seat is a row of train_seats whose key (train, date, coach, seat) can be sold once.
 *
 * The railway's own release: a class the railway starts sold out gets SCHEDULE_RELEASE places at
 * 15:00 the day before the train starts (counted once, in the row's `released`).
 */
import { sql } from 'kysely'
import type { SeatChoiceInput, SeatClass } from '../../../../types/api/train'
import { preparedRead } from '../../db/prepared'
import type { Db, Trx } from '../../db/schema'
import { baseTickets, capacityOf, releaseInstant, SCHEDULE_RELEASE, seatOrder, seatsOf, type SeatPlace, type TrainDef } from './catalog'
import { invalid } from './texts'
import { equal } from '../../db/match'

const key = (train: string, startDate: string, cls: string) => `${train}|${startDate}|${cls}`

/** Places the railway has released by `now` that a row (or no row) does not count yet. */
function dueRelease(t: TrainDef, startDate: string, cls: SeatClass, released: number, now: Date): number {
  if (released > 0 || cls === 'Standing' || baseTickets(t, startDate, cls) > 0) return 0
  return now.getTime() >= releaseInstant(startDate).getTime() ? SCHEDULE_RELEASE : 0
}

const inventoryRows = preparedRead((db, trains: readonly string[], dates: readonly string[]) =>
  db
    .selectFrom('train_inventory')
    .select(['train_no', 'start_date', 'seat_class', 'tickets_left', 'released'])
    .where('train_no', 'in', trains)
    .where('start_date', 'in', dates),
)

export class Inventory {
  private constructor(private readonly stored: Map<string, { left: number; released: number }>) {}

  static async load(db: Db, trains: readonly string[], dates: readonly string[]): Promise<Inventory> {
    const stored = new Map<string, { left: number; released: number }>()
    if (trains.length && dates.length) {
      for (const r of await inventoryRows(db, [...new Set(trains)], [...new Set(dates)]))
        stored.set(key(r.train_no, r.start_date, r.seat_class), { left: r.tickets_left, released: r.released })
    }
    return new Inventory(stored)
  }

  /** The stored counts as text: equal signatures, equal tickets left. */
  signature(): string {
    return [...this.stored.entries()]
      .map(([k, v]) => `${k}=${v.left}/${v.released}`)
      .sort()
      .join(',')
  }

  left(t: TrainDef, startDate: string, cls: SeatClass, now: Date): number {
    const s = this.stored.get(key(t.no, startDate, cls))
    if (s) return s.left + dueRelease(t, startDate, cls, s.released, now)
    return baseTickets(t, startDate, cls) + dueRelease(t, startDate, cls, 0, now)
  }
}

/**
 * Takes n places of a class inside the caller's transaction: the row is created with its computed
 * count if missing, the railway's due release added once, then decremented only while enough are
 * left. False when too few are left: the caller rolls back.
 */
export async function takeTickets(trx: Trx, t: TrainDef, startDate: string, cls: SeatClass, n: number, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const initial = baseTickets(t, startDate, cls)
  await trx
    .insertInto('train_inventory')
    .values({ train_no: t.no, start_date: startDate, seat_class: cls, tickets_left: initial, initial_tickets: initial, released: 0, updated_at: at })
    .onConflict((oc) => oc.columns(['train_no', 'start_date', 'seat_class']).doNothing())
    .execute()
  const due = dueRelease(t, startDate, cls, 0, now)
  if (due > 0) {
    await trx
      .updateTable('train_inventory')
      .set({ tickets_left: sql`tickets_left + ${due}`, released: due, updated_at: at })
      .where((eb) => equal(eb, { train_no: t.no, start_date: startDate, seat_class: cls, released: 0 }))
      .execute()
  }
  const res = await trx
    .updateTable('train_inventory')
    .set({ tickets_left: sql`tickets_left - ${n}`, updated_at: at })
    .where((eb) => equal(eb, { train_no: t.no, start_date: startDate, seat_class: cls }))
    .where('tickets_left', '>=', n)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Gives places back (refund, cancellation, a change's old ticket) and frees their seats. */
export async function returnTickets(
  trx: Trx,
  tickets: readonly { id: number; train_no: string; start_date: string; seat_class: string }[],
  at: string,
): Promise<void> {
  const groups = new Map<string, { train: string; date: string; cls: string; n: number }>()
  for (const tk of tickets) {
    const k = key(tk.train_no, tk.start_date, tk.seat_class)
    const g = groups.get(k) ?? { train: tk.train_no, date: tk.start_date, cls: tk.seat_class, n: 0 }
    g.n++
    groups.set(k, g)
  }
  for (const g of groups.values()) {
    await trx
      .updateTable('train_inventory')
      .set({ tickets_left: sql`tickets_left + ${g.n}`, updated_at: at })
      .where((eb) => equal(eb, { train_no: g.train, start_date: g.date, seat_class: g.cls }))
      .execute()
  }
  if (tickets.length)
    await trx
      .deleteFrom('train_seats')
      .where(
        'ticket_id',
        'in',
        tickets.map((t) => t.id),
      )
      .execute()
}

/** The seats of a class nobody holds: the railway's unsold ones minus those this server gave out. */
export async function freeSeats(db: Db, t: TrainDef, startDate: string, cls: SeatClass, now: Date): Promise<SeatPlace[]> {
  if (cls === 'Standing') return []
  const [row, taken] = await Promise.all([
    db
      .selectFrom('train_inventory')
      .select(['initial_tickets', 'released'])
      .where((eb) => equal(eb, { train_no: t.no, start_date: startDate, seat_class: cls }))
      .executeTakeFirst(),
    db
      .selectFrom('train_seats')
      .select(['coach', 'seat'])
      .where((eb) => equal(eb, { train_no: t.no, start_date: startDate, seat_class: cls }))
      .execute(),
  ])
  const initial = row?.initial_tickets ?? baseTickets(t, startDate, cls)
  const released = row ? row.released + dueRelease(t, startDate, cls, row.released, now) : dueRelease(t, startDate, cls, 0, now)
  const all = seatsOf(t, cls)
  const presold = Math.max(0, capacityOf(t, cls) - initial - released)
  const takenSet = new Set(taken.map((s) => `${s.coach}|${s.seat}`))
  return seatOrder(t, startDate, cls)
    .slice(presold)
    .map((i) => all[i])
    .filter((s) => !takenSet.has(`${s.coach}|${s.seat}`))
}

export interface PickedSeats {
  /** One per traveller, in order; null for standing. */
  places: (SeatPlace | null)[]
  /** Whether the choice was met; null when none was asked. */
  met: boolean | null
}

const byPosition = (a: SeatPlace, b: SeatPlace) => a.coach - b.coach || a.row - b.row || a.index - b.index

/**
 * Seats for n travellers from the free ones, as the choice asks: exact seats from the seat map
 * (refused when taken), letters per traveller ('1D', '2F': the number is the row of the choice,
 * travellers of the same number side by side in one row, row 2 right behind row 1), or side by
 * side when Adjacent; otherwise the railway's order. A choice that cannot be met gives other
 * free seats (met false).
 */
export function pickSeats(free: readonly SeatPlace[], n: number, cls: SeatClass, choice: SeatChoiceInput | null | undefined): PickedSeats {
  if (cls === 'Standing')
    return { places: Array.from({ length: n }, () => null), met: choice && (choice.Letters?.length || choice.Seats?.length) ? false : null }
  if (choice?.Seats?.length) {
    if (choice.Seats.length !== n) throw invalid('trainSeatCount')
    const places = choice.Seats.map((want) => {
      const s = free.find((f) => f.coach === want.Coach && f.seat === want.Seat)
      if (!s) throw invalid('trainSeatTaken', { coach: want.Coach, seat: want.Seat })
      return s
    })
    return { places, met: true }
  }
  const sorted = [...free].sort(byPosition)
  const rowKey = (s: SeatPlace) => `${s.coach}|${s.row}`
  const rows = new Map<string, SeatPlace[]>()
  for (const s of sorted) rows.set(rowKey(s), [...(rows.get(rowKey(s)) ?? []), s])
  const fallback = (used: Set<SeatPlace>, count: number) => free.filter((s) => !used.has(s)).slice(0, count)

  const letters = choice?.Letters ?? []
  if (letters.length) {
    if (letters.length !== n) throw invalid('trainSeatCount')
    const want = letters.map((l) => ({ row: Number(l[0]), letter: l[1] }))
    // Rows that hold every letter asked for row 1 (and the next row every letter of row 2).
    const takeRow = (list: SeatPlace[] | undefined, asked: string[]): SeatPlace[] | null => {
      if (!list) return null
      const used = new Set<SeatPlace>()
      for (const letter of asked) {
        const s = list.find((x) => x.letter === letter && !used.has(x))
        if (!s) return null
        used.add(s)
      }
      return [...used]
    }
    const first = want.filter((w) => w.row === 1).map((w) => w.letter)
    const second = want.filter((w) => w.row === 2).map((w) => w.letter)
    for (const [k, list] of rows) {
      const a = takeRow(list, first)
      if (!a) continue
      const [coach, row] = k.split('|').map(Number)
      const b = second.length ? takeRow(rows.get(`${coach}|${row + 1}`), second) : []
      if (!b) continue
      let i1 = 0
      let i2 = 0
      return { places: want.map((w) => (w.row === 1 ? a[i1++] : b[i2++])), met: true }
    }
    // Not side by side: each traveller's letter anywhere, else any free seat.
    const used = new Set<SeatPlace>()
    let met = true
    const places = want.map((w) => {
      const s = sorted.find((x) => x.letter === w.letter && !used.has(x)) ?? fallback(used, 1)[0]
      if (!s) throw invalid('trainSeatCount')
      if (s.letter !== w.letter) met = false
      used.add(s)
      return s
    })
    return { places, met: met && !(choice?.Adjacent && n > 1) }
  }
  if (choice?.Adjacent && n > 1) {
    for (const list of rows.values()) if (list.length >= n) return { places: list.slice(0, n), met: true }
    return { places: together(free, n), met: false }
  }
  return { places: together(free, n), met: null }
}

/**
 * Seats for the n travellers of one order, kept together: one traveller gets the railway's next
 * seat; a group gets a row with n free seats side by side (else n free in one row), else n seats in
 * one coach (the nearest rows), else the railway's next seats. The rows and coaches are tried in
 * the railway's order, so groups are spread over the train as single travellers are.
 */
export function together(free: readonly SeatPlace[], n: number): SeatPlace[] {
  if (n <= 1 || free.length < n) return free.slice(0, n)
  const rows = new Map<string, SeatPlace[]>()
  const coaches = new Map<number, SeatPlace[]>()
  for (const s of free) {
    const k = `${s.coach}|${s.row}`
    rows.set(k, [...(rows.get(k) ?? []), s])
    coaches.set(s.coach, [...(coaches.get(s.coach) ?? []), s])
  }
  const byIndex = (a: SeatPlace, b: SeatPlace) => a.index - b.index
  let loose: SeatPlace[] | null = null
  for (const list of rows.values()) {
    if (list.length < n) continue
    const seats = [...list].sort(byIndex)
    for (let i = 0; i + n <= seats.length; i++) if (seats[i + n - 1].index - seats[i].index === n - 1) return seats.slice(i, i + n)
    loose ??= seats.slice(0, n)
  }
  if (loose) return loose
  for (const list of coaches.values()) {
    if (list.length < n) continue
    // The n seats of the coach whose rows lie closest together.
    const seats = [...list].sort(byPosition)
    let best = 0
    for (let i = 1; i + n <= seats.length; i++) if (seats[i + n - 1].row - seats[i].row < seats[best + n - 1].row - seats[best].row) best = i
    return seats.slice(best, best + n)
  }
  return free.slice(0, n)
}
