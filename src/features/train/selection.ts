/**
 * The train and class chosen for booking (or the sold-out train a grab starts from), handed from
 * the train page to the booking or grab page through the session store, so a reload keeps it.
 */
import type { TrainRow, TrainSeatOffer } from '@api/train'
import { SESSION_KEYS } from '@/core/storage-keys'
import type { ReasonDraft } from '@/domain/booking'
import { sessionStore } from '@/platform/storage'

export interface TrainSelection {
  train: Omit<TrainRow, 'Seats'>
  seat: TrainSeatOffer
  /** Every class of the train (the grab page offers them as alternates). */
  seats: TrainSeatOffer[]
  /** The travellers of the search (the booking starts with them). */
  passengerIds: number[]
  student: boolean
  reason: ReasonDraft | null
}

export function saveSelection(s: TrainSelection): void {
  sessionStore.setJSON(SESSION_KEYS.trainSelection, s)
}

export function loadSelection(): TrainSelection | null {
  const s = sessionStore.getJSON<TrainSelection | null>(SESSION_KEYS.trainSelection, null)
  return s && s.train && typeof s.train.TrainNo === 'string' && s.seat && Array.isArray(s.seats)
    ? { ...s, passengerIds: Array.isArray(s.passengerIds) ? s.passengerIds : [], reason: s.reason ?? null }
    : null
}
