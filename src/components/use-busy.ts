/**
 * A press that calls the server: `busy` while it runs (a MainButton's `busy` keeps it from being
 * pressed twice). A refusal was already shown by the http layer, so `run` swallows it — the form
 * keeps what was typed — and hands it to `refused` for a word of the form's own (a field the
 * server names); it resolves whether the work went through.
 */
import { useState } from 'react'

export function useBusy() {
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>, refused?: (e: unknown) => void): Promise<boolean> => {
    setBusy(true)
    try {
      await work()
      return true
    } catch (e) {
      refused?.(e)
      return false
    } finally {
      setBusy(false)
    }
  }
  return [busy, run] as const
}
