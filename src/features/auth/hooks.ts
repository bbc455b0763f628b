/** React glue for the pure rules: countdown clock, code sending, message translation. */
import Taro from '@tarojs/taro'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCountdown } from '@/components/use-countdown'
import type { SentCodeRes } from '../../../types/api/auth'
import { codeButtonState, countdownEnd, secondsLeft, type CodeButtonState } from './countdown'
import type { Message } from './rules'

/** Translates a rule's message; undefined stays undefined. */
export function useMessage(): (m: Message | undefined) => string | undefined {
  const { t } = useTranslation()
  return useCallback((m) => (m ? t(m.key, m.params as Record<string, unknown> | undefined) : undefined), [t])
}

export interface CodeSender {
  state: CodeButtonState
  /** A code was sent from this screen (or the previous step): the code field opens. */
  fetched: boolean
  /** Where the last code went, masked. */
  target: string
  /** Sends unless waiting or sending; resolves with the answer, or null when nothing was sent. */
  press(): Promise<SentCodeRes | null>
}

/**
 * The 'get code' button's life: `send` validates what it needs (returning null to send nothing)
 * and calls the server; a good answer starts the 60 s wait. Failures were toasted by the http
 * client, so the button just becomes available again.
 */
export function useCodeSender(send: () => Promise<SentCodeRes | null>, initial?: { sentAt: number; target: string }): CodeSender {
  const { endsAt, now, start } = useCountdown(initial && initial.sentAt > 0 ? countdownEnd(initial.sentAt) : null)
  const [sending, setSending] = useState(false)
  const [fetched, setFetched] = useState(Boolean(initial))
  const [target, setTarget] = useState(initial?.target ?? '')
  const busy = useRef(false)
  const state = codeButtonState({ sending, endsAt, now })
  const sendRef = useRef(send)
  sendRef.current = send

  const press = useCallback(async (): Promise<SentCodeRes | null> => {
    if (busy.current) return null
    if (endsAt !== null && secondsLeft(endsAt, Date.now()) > 0) return null
    busy.current = true
    setSending(true)
    try {
      const res = await sendRef.current()
      if (res) {
        start(Date.now())
        setFetched(true)
        setTarget(res.MaskedTarget)
      }
      return res
    } catch {
      return null
    } finally {
      busy.current = false
      setSending(false)
    }
  }, [endsAt, start])

  return { state, fetched, target, press }
}

/** UX: on a failed submit, bring the first wrong field into view (best effort on both targets). */
export function scrollToField(id: string): void {
  try {
    void Taro.pageScrollTo({ selector: `#${id}`, offsetTop: -96, duration: 200 }).catch(() => undefined)
  } catch {
    // Older hosts without selector support: the inline errors are still there.
  }
}
