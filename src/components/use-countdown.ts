/** The resend countdown of every 'get code' button (sign-in, registration, recovery, the personal centre's phone forms). */
import { useCallback, useEffect, useState } from 'react'
import type { TFunction } from 'i18next'
import { countdownEnd, secondsLeft, type CodeButtonState } from '@/domain/countdown'

/** A clock that ticks while a countdown runs; idle otherwise. `start` begins the wait after a send. */
export function useCountdown(initialEndsAt: number | null = null) {
  const [endsAt, setEndsAt] = useState<number | null>(initialEndsAt)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (endsAt === null || secondsLeft(endsAt, Date.now()) === 0) return
    const id = setInterval(() => {
      const n = Date.now()
      setNow(n)
      if (n >= endsAt) clearInterval(id)
    }, 500)
    return () => clearInterval(id)
  }, [endsAt])
  const start = useCallback((sentAt: number = Date.now()) => {
    setNow(sentAt)
    setEndsAt(countdownEnd(sentAt))
  }, [])
  return { endsAt, now, start }
}

/** The button's words: 'Get code' → 'Sending…' → '59 s' → 'Resend', from `<ns>:code.*`. */
export function codeButtonText(state: CodeButtonState, t: TFunction, ns: string): string {
  if (state.kind === 'waiting') return t(`${ns}:code.wait`, { seconds: state.seconds })
  return t(`${ns}:code.${state.kind === 'idle' ? 'get' : state.kind}`)
}
