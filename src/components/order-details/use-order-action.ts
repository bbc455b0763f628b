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

/**
 * A cancellation at a fee the person confirms first (a hotel's penalty, a ride's fee): `ask()`
 * quotes it for the page's order (a quote that fails shows nothing, unless `quote` answers null
 * for it, which closes the confirmation); `sheet` is what the `ConfirmSheet` takes to confirm it
 * (`cancel-sheet`, `cancel-confirm`): the cancellation at the quoted fee under one request id, its
 * answer toasted; a fee that moved meanwhile (316) toasts `moved` and is quoted again.
 */
export function useQuotedCancel<Q>(
  hook: { order: { OrderNo: string } | null | undefined; load: () => Promise<unknown> },
  prefix: string,
  p: { quote: (orderNo: string) => Promise<Q | null>; cancel: (orderNo: string, quote: Q, requestId: string) => Promise<string>; moved: string },
) {
  const { ui } = useStores()
  const action = useQuotedAction<Q>(hook.load, prefix)
  const orderNo = hook.order?.OrderNo
  const ask = async () => {
    if (!orderNo) return
    const q = await p.quote(orderNo).catch(() => undefined)
    if (q !== undefined) action.show(q)
  }
  const confirm = () =>
    orderNo &&
    action.confirm(
      (q, requestId) => p.cancel(orderNo, q, requestId),
      () => {
        ui.toast(p.moved)
        void ask()
      },
    )
  const sheet = {
    open: action.quote !== null,
    busy: action.busy,
    onClose: () => action.show(null),
    onConfirm: () => void confirm(),
    testId: 'cancel-sheet',
    confirmTestId: 'cancel-confirm',
  }
  return { quote: action.quote, ask, sheet }
}
