/**
 * The train order of /train/bookDetails and /train/grab in the booking frame (components/booking):
 * the train and class, the alternates and deadline (grabs), the travellers with their railway
 * checks, seats by letter or on the seat map (tickets), the money lines; the frame adds the
 * reason of an over-standard class, contact, payment, company fields and submit.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import type { TrainPolicyVerdict } from '@api/train'
import { ErrorCode } from '@api/errors'
import BookingPage, { policyReasons, useBookingPage, useChoiceOrBack } from '@/components/booking'
import { useFormat } from '@/components/format'
import { clock } from '@/core/clock'
import { grabDeadlineChoices, trainSplit } from '@/domain/train'
import { sessionStore } from '@/platform/storage'
import { useStores } from '@/stores'
import { passengerChecks, submitGrab, submitOrder } from '../api'
import { useTrainText } from '../components/labels'
import { earliestOf, grabRequest, priceOf, trainDraft, trainIssues, trainRequest, type TrainDraft } from '../order-draft'
import { trainSearch } from '../search-store'
import { loadSelection, saveSelection, type TrainSelection } from '../selection'
import { GrabPart, product, Travellers, TrainSummary } from './parts'
import { MoneyLines, startTravellers, TrainSheets, type TrainSheet } from './sheets'
import '../components/index.scss'
import './index.scss'

type Quote = { Price: number; Remaining: number; Policy: TrainPolicyVerdict }
const isQuote = (v: unknown): v is Quote => !!v && typeof v === 'object' && 'Price' in v && 'Remaining' in v

function TrainOrderForm({ grab }: { grab: boolean }) {
  const { ui } = useStores()
  const { t } = useTrainText()
  const f = useFormat()
  const [chosen, setChosen] = useState<{ sel: TrainSelection; draft: TrainDraft } | null>(() => {
    const s = loadSelection()
    return s ? { sel: s, draft: trainDraft(s, grab, sessionStore) } : null
  })
  const [open, setOpen] = useState<TrainSheet>(null)
  const sel = chosen?.sel
  const draft = chosen?.draft ?? null
  const o = draft?.own

  // Grabs: the earliest departure among the alternates bounds the deadline; the dearest class is prepaid.
  const earliestDeparture = o && sel ? earliestOf(o.grab, sel, trainSearch.rows) : ''
  const price = o && sel ? priceOf(o.grab, sel, grab) : 0
  const count = o?.travellers.length ?? 0
  const split = draft?.payment && count && sel ? trainSplit(price, count, sel.seat.Policy.PriceToBeat, draft.payment) : null

  const page = useBookingPage(draft, product(grab), {
    ...policyReasons(sel?.seat.Policy.InPolicy),
    issues: () => (draft && sel ? trainIssues(draft, sel, grab ? { nowMs: clock.now(), earliestDeparture } : null) : []),
    anchorOf: (i) => (i.field.startsWith('grab.') ? 'tb-grab' : undefined),
    total: split?.total ?? null,
    split,
    send: () => (grab ? submitGrab(grabRequest(draft!, sel!)) : submitOrder(trainRequest(draft!, sel!))),
    // 1004 carries the new quote when only the price moved; without one the tickets are gone.
    refused: (e) => {
      if (e.code !== ErrorCode.TrainOfferExpired || !sel) return false
      const q = e.envelope?.ResultData
      if (!isQuote(q)) return (ui.toast(t('train:booking.soldOut')), true)
      const next = { ...sel, seat: { ...sel.seat, Price: q.Price, Remaining: q.Remaining, Policy: q.Policy } }
      saveSelection(next)
      ui.toast(t('train:booking.priceMoved', { old: f.money(sel.seat.Price), now: f.money(q.Price) }))
      setChosen({ sel: next, draft: trainDraft(next, grab, sessionStore) })
      return true
    },
    start: () => draft && startTravellers(draft),
  })

  useChoiceOrBack(!!draft, 'train:booking.noSelection', 'trainSearch')

  // The railway's check of every traveller, asked again when the party changes.
  const loadChecks = (recheck = false) => {
    if (draft && draft.own.travellers.length)
      passengerChecks(
        draft.own.travellers.map((p) => p.id),
        recheck,
      ).then(
        (r) => draft.setOwn({ checks: r.Passengers }),
        () => undefined,
      )
  }
  useEffect(() => loadChecks(), [o?.travellers.map((p) => p.id).join(',')])

  if (!draft || !sel || !o) return <BookingPage page={page} summary={null} />
  const deadlines = grab ? grabDeadlineChoices(earliestDeparture, clock.now()) : []
  return (
    <BookingPage
      page={page}
      summary={<TrainSummary sel={sel} />}
      parts={
        <>
          {grab && <GrabPart page={page} draft={draft} sel={sel} price={price} onDeadline={() => setOpen('deadline')} />}
          <Travellers
            page={page}
            draft={draft}
            sel={sel}
            grab={grab}
            onAdd={() => setOpen('travellers')}
            onRecheck={() => loadChecks(true)}
            onSeatMap={() => setOpen('seatMap')}
          />
        </>
      }
      totalLabel={grab ? 'train:grab.prepayTotal' : undefined}
      money={split && <MoneyLines split={split} price={price} count={count} />}
      sheets={<TrainSheets open={open} setOpen={setOpen} grab={grab} draft={draft} sel={sel} deadlines={deadlines} />}
    />
  )
}

export default observer(TrainOrderForm)
