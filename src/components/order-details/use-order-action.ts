/**
 * An order action under way (cancel, refund): busy while it runs, the order loaded again after it
 * whatever the answer. An answer of 316 (the order moved on meanwhile) goes to `onMoved`; other
 * refusals the http client has already said. `useQuotedAction` is one at a quote the person
 * confirms first.
 */
import { useState } from 'react'
import { ErrorCode } from '@api/errors'
import { isApiError } from '@/core/errors'
import { newRequestId } from '@/domain/booking'
import { useStores } from '@/stores'

export function useOrderAction(load: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false)
  const run = async (act: () => Promise<unknown>, onMoved?: () => void) => {
    setBusy(true)
    try {
      await act()
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.OrderStatusChanged) onMoved?.()
    } finally {
      setBusy(false)
    }
    void load()
  }
  return { busy, run }
}

/**
 * An order action at a quote the person confirms (a cancellation's fee, a refund's): `quote` is
 * what the confirmation shows (null: closed), `show` sets it; `confirm(act, onMoved)` runs the act
 * at that quote under one request id (a second tap is the same request), then closes it, toasts
 * what the act answers and takes a new id for the next; 316 goes to `onMoved`.
 */
export function useQuotedAction<Q>(load: () => Promise<unknown>, prefix: string) {
  const { ui } = useStores()
  const [quote, show] = useState<Q | null>(null)
  const [requestId, setRequestId] = useState(() => newRequestId(prefix))
  const { busy, run } = useOrderAction(load)
  const confirm = (act: (quote: Q, requestId: string) => Promise<string>, onMoved: () => void) =>
    quote &&
    run(async () => {
      const said = await act(quote, requestId)
      show(null)
      setRequestId(newRequestId(prefix))
      ui.toast(said)
    }, onMoved)
  return { quote, show, busy, confirm }
}
