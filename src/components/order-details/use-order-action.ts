/**
 * An order action under way (cancel, refund): busy while it runs, the order loaded again after it
 * whatever the answer. An answer of 316 (the order moved on meanwhile) goes to `onMoved`; other
 * refusals the http client has already said.
 */
import { useState } from 'react'
import { ErrorCode } from '@api/errors'
import { isApiError } from '@/core/errors'

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
