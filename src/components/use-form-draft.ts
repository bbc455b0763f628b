/**
 * A form's draft and its messages: `set` a field, `touch` it when it loses focus, and `error(k)`
 * is its check's message once touched (or once a save showed them all); `bind(k)` gives a
 * TextField its value, change and blur. `ready()` before sending: true when nothing is wrong,
 * otherwise every field's message shows.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Check } from '@/domain/check'

export function useFormDraft<D extends object, F extends string>(initial: D | (() => D), check: (d: D) => Partial<Record<F, Check>>) {
  const { t } = useTranslation()
  const [d, setD] = useState<D>(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [all, setAll] = useState(false)
  const issues = check(d)
  const set = <K extends keyof D>(k: K, v: D[K]) => setD((x) => ({ ...x, [k]: v }))
  const touch = (k: string) => setTouched((s) => new Set([...s, k]))
  const error = (k: F | (keyof D & string)): string | undefined => {
    const c = (issues as Partial<Record<string, Check>>)[k]
    return (all || touched.has(k)) && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const bind = <K extends keyof D & string>(k: K) => ({ value: String(d[k]), onChange: (v: string) => set(k, v as D[K]), onBlur: () => touch(k) })
  const ready = () => {
    const ok = Object.keys(issues).length === 0
    if (!ok) setAll(true)
    return ok
  }
  return { d, setD, set, touch, error, bind, ready, issues }
}
