/**
 * What a train order adds to the booking engine's draft (components/booking), for a ticket or a
 * grab: the travellers and their railway checks, the seat letters or the seats of the seat map
 * (tickets), the alternates and the deadline (grabs); what is wrong with them; the requests.
 */
import type { GrabSubmitReq, PassengerVerification, TrainRow, TrainSubmitReq } from '@api/train'
import { BERTH_LEVELS, MAX_GRAB_DATES, MAX_GRAB_SEAT_CLASSES, MAX_GRAB_TRAINS, SEAT_LETTERS, type SeatClass } from '@api/train-values'
import { BookingDraft } from '@/components/booking'
import { SESSION_KEYS } from '@/core/storage-keys'
import { issueError as error, type Issue } from '@/domain/booking'
import { canBuyOnline, grabDeadlineProblem, seatLetterProblem } from '@/domain/train'
import type { KVStore } from '@/platform/kv'
import type { PickedPerson as PickedTraveller } from '@/components/search-travellers'
import type { TrainSelection } from './selection'

export interface GrabDraft {
  /** In order of preference; the chosen train first. */
  trainNos: string[]
  dates: string[]
  classes: SeatClass[]
  deadline: string
}

export interface PickedSeat {
  Coach: number
  Seat: string
}

export interface TrainOwn {
  travellers: PickedTraveller[]
  checks: PassengerVerification[]
  letters: string[]
  /** Exact seats from the seat map (instead of letters). */
  seats: PickedSeat[]
  grab: GrabDraft
}

export type TrainDraft = BookingDraft<TrainOwn, never>

/** Berths a traveller may ask for: hard sleepers lower, middle, upper; soft sleepers lower, upper. */
const BERTHS: Partial<Record<SeatClass, readonly string[]>> = { HardSleeper: BERTH_LEVELS, SoftSleeper: ['L', 'U'] }

const choiceKey = (s: TrainSelection, grab: boolean) =>
  `${grab ? 'grab' : 'book'}|${s.train.TrainNo}|${s.train.DepartDate}|${s.train.FromStation.Code}|${s.train.ToStation.Code}|${s.seat.SeatClass}`

export function trainDraft(s: TrainSelection, grab: boolean, store: KVStore): TrainDraft {
  const own: TrainOwn = {
    travellers: [],
    checks: [],
    letters: [],
    seats: [],
    grab: { trainNos: [s.train.TrainNo], dates: [s.train.DepartDate], classes: [s.seat.SeatClass], deadline: '' },
  }
  const d = new BookingDraft<TrainOwn, never>({
    store,
    key: SESSION_KEYS.trainBookingDraft,
    choiceKey: choiceKey(s, grab),
    idPrefix: grab ? 'tg' : 'tb',
    own,
  })
  if (!d.restored && s.reason) d.setReason('', s.reason)
  return d
}

/** The letters a traveller may ask for in this class (none for sleepers and standing). */
export const classLetters = (c: SeatClass): readonly string[] => SEAT_LETTERS[c] ?? BERTHS[c] ?? []

/** The party changes: letters and seats were one per traveller, the choice starts again. */
export function setTravellers(d: TrainDraft, list: PickedTraveller[]): void {
  const o = d.own
  d.setOwn({
    travellers: list,
    letters: o.letters.length > list.length ? [] : o.letters,
    seats: o.seats.length > list.length ? [] : o.seats,
  })
}

/** The first (the chosen one) stays; others toggle in the order tapped, up to the limit. */
export function toggleGrab<K extends 'trainNos' | 'dates' | 'classes'>(d: TrainDraft, key: K, value: GrabDraft[K][number]): void {
  const g = d.own.grab
  const list = g[key] as string[]
  const max = key === 'trainNos' ? MAX_GRAB_TRAINS : key === 'dates' ? MAX_GRAB_DATES : MAX_GRAB_SEAT_CLASSES
  if (list.includes(value as string)) {
    if (list.length > 1) d.setOwn({ grab: { ...g, [key]: list.filter((x) => x !== value) } })
  } else if (list.length < max) d.setOwn({ grab: { ...g, [key]: [...list, value] } })
}

export function trainIssues(d: TrainDraft, s: TrainSelection, grab: { nowMs: number; earliestDeparture: string } | null): Issue[] {
  const o = d.own
  const out: Issue[] = []
  if (o.travellers.length === 0) out.push(error('travellers', 'train:booking.travellerRequired'))
  for (const p of o.travellers) {
    const c = o.checks.find((x) => x.PersonId === p.id)
    if (c && !canBuyOnline(c.Status)) out.push(error('travellers', 'train:booking.notVerified', { name: p.name, status: c.StatusName }))
  }
  if (!grab) {
    const seat = seatLetterProblem(o.letters, o.travellers.length, classLetters(s.seat.SeatClass))
    if (seat) out.push(error('seats', seat))
    if (o.seats.length && o.seats.length !== o.travellers.length) out.push(error('seats', 'train:seat.onePerTraveller'))
  } else {
    const p = grabDeadlineProblem(o.grab.deadline, grab.earliestDeparture, grab.nowMs)
    if (p) out.push(error('grab.deadline', p))
  }
  return out
}

const common = (d: TrainDraft, s: TrainSelection) => {
  return {
    ...d.commonRequest({ contacts: 1 }),
    Passengers: d.own.travellers.map((p) => ({ PersonId: p.id })),
    PolicyReason: d.policyReason(s.seat.Policy.InPolicy),
  }
}

export function trainRequest(d: TrainDraft, s: TrainSelection): TrainSubmitReq {
  const t = s.train
  const o = d.own
  return {
    ...common(d, s),
    Choice: {
      TrainNo: t.TrainNo,
      Date: t.DepartDate,
      FromStation: t.FromStation.Code,
      ToStation: t.ToStation.Code,
      SeatClass: s.seat.SeatClass,
      Price: s.seat.Price,
    },
    SeatChoice: o.seats.length ? { Seats: o.seats } : o.letters.length ? { Letters: o.letters, Adjacent: o.travellers.length > 1 } : null,
  }
}

export function grabRequest(d: TrainDraft, s: TrainSelection): GrabSubmitReq {
  const t = s.train
  const g = d.own.grab
  return {
    ...common(d, s),
    Grab: {
      FromStation: t.FromStation.Code,
      ToStation: t.ToStation.Code,
      TrainNos: g.trainNos,
      Dates: g.dates,
      SeatClasses: g.classes,
      Deadline: g.deadline,
    },
  }
}

/** A grab's earliest departure among its alternates (dates and trains): the deadline must come before it. */
export function earliestOf(g: GrabDraft, s: TrainSelection, rows: readonly Pick<TrainRow, 'TrainNo' | 'DepartDate' | 'DepartTime' | 'FromStation'>[]): string {
  const t = s.train
  const departOf = (no: string) =>
    no === t.TrainNo
      ? t.DepartTime
      : (rows.find((r) => r.TrainNo === no && r.DepartDate === t.DepartDate && r.FromStation.Code === t.FromStation.Code)?.DepartTime ?? t.DepartTime)
  return `${[...g.dates].sort()[0]} ${g.trainNos.map(departOf).sort()[0]}`
}

/** The price per traveller: a grab prepays the dearest class it may get. */
export const priceOf = (g: GrabDraft, s: TrainSelection, grab: boolean): number =>
  grab ? Math.max(...s.seats.filter((x) => g.classes.includes(x.SeatClass)).map((x) => x.Price), s.seat.Price) : s.seat.Price
