/**
 * Which of a page's sheets is open, one at a time (docs/kit.md): `open` names it (null: none),
 * `show` opens one, `close` closes it, and `done(act)` takes a sheet's answer — the act with what
 * the sheet gave, then the sheet closes.
 */
import { useState } from 'react'

export function useSheets<K>() {
  const [open, show] = useState<K | null>(null)
  const close = () => show(null)
  const done =
    <A extends unknown[]>(act: (...answer: A) => unknown) =>
    (...answer: A) => {
      act(...answer)
      show(null)
    }
  return { open, show, close, done }
}
