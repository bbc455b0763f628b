// Driving Taro's H5 components in jsdom: their inner <input> renders on a later frame, so
// typing waits for it; taps and inputs run inside act().
import { act } from 'react'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// jsdom has no layout: Taro's ScrollView scrolls to the first error with scrollIntoView.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined

export const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
export const text = () => document.body.textContent ?? ''

export async function settle() {
  const deadline = Date.now() + 10_000
  for (;;) {
    const hosts = Array.from(document.querySelectorAll('taro-input-core'))
    if (hosts.every((h) => h.querySelector('input'))) return
    if (Date.now() > deadline) throw new Error('Taro inputs did not render')
    await act(() => new Promise((r) => setTimeout(r, 10)))
  }
}

export function inputIn(id: string): HTMLInputElement {
  const el = byTestId(id)?.querySelector('input') as HTMLInputElement | null
  if (!el) throw new Error(`no input in ${id}`)
  return el
}

export async function type(id: string, value: string) {
  await settle()
  await act(async () => {
    const el = inputIn(id)
    el.value = value
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export async function blur(id: string) {
  await settle()
  await act(async () => {
    inputIn(id).dispatchEvent(new Event('blur'))
  })
}

export async function tap(el: Element | null) {
  if (!el) throw new Error('nothing to tap')
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  })
}

export async function flush(ms = 20) {
  await act(() => new Promise((r) => setTimeout(r, ms)))
}
