/**
 * The two taps of the assistant: `choose` an alternative (the confirm sheet opens on it), then
 * `confirm`: rebooked with disruption/rebook, or kept with disruption/keep. Each choice keeps one
 * request id until it is answered: a retry after a lost answer (the sheet stays open), or the
 * same choice taken again, sends the same id, so the server answers the rebooking it made rather
 * than making another. A refusal (sold out, the choice no longer offered: said by the http client)
 * forgets the id, closes the sheet and loads the choices again.
 */
import { useRef, useState } from 'react'
import type { Alternative, Disruption, RebookRes } from '@api/disruption'
import { isApiError } from '@/core/errors'
import { newRequestId } from '@/domain/booking'
import { keep, rebook } from './api'

/** What the traveller's choice came to, with the product of the order now travelled ('' when unknown). */
export type Done = RebookRes & { kind: string }

export interface RebookingDeps {
  rebook: typeof rebook
  keep: typeof keep
  /** Said once it went through (the outcome's words). */
  said: (done: Done) => void
  /** A refusal the http client left to the screen. */
  refused: (message: string) => void
  /** After a refusal: the choices again. */
  reload: () => unknown
  /** After it went through: my disruptions again (the banners). */
  settled: () => unknown
}

export function useRebooking(item: Disruption | undefined, deps: RebookingDeps) {
  const [chosen, setChosen] = useState<Alternative | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  const ids = useRef(new Map<string, string>())

  const idOf = (token: string) => {
    const kept = ids.current.get(token)
    if (kept) return kept
    const id = newRequestId('dr')
    ids.current.set(token, id)
    return id
  }

  const confirm = async () => {
    if (!chosen || !item || busy) return
    setBusy(true)
    try {
      let answer: Done
      if (chosen.Group === 'Keep') {
        const r = await deps.keep(item.Id)
        answer = { Item: r.Item, OrderNo: '', PendingApproval: false, NeedPayment: false, Moved: [], kind: '' }
      } else {
        const r = await deps.rebook({ Id: item.Id, Token: chosen.Token, ClientRequestId: idOf(chosen.Token) })
        answer = { ...r, kind: chosen.Product || item.Product }
      }
      ids.current.clear()
      setDone(answer)
      setChosen(null)
      deps.said(answer)
      void deps.settled()
    } catch (e) {
      // A lost answer keeps the sheet and the id for the retry.
      if (isApiError(e) && e.kind === 'transport') return
      if (isApiError(e) && !e.handled && e.message) deps.refused(e.message)
      ids.current.delete(chosen.Token)
      setChosen(null)
      void deps.reload()
    } finally {
      setBusy(false)
    }
  }

  return {
    chosen,
    busy,
    done,
    choose: setChosen,
    close: () => !busy && setChosen(null),
    confirm,
  }
}
