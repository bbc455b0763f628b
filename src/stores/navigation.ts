/**
 * Navigation direction for page transitions (docs/order-states.md). Paths get numbers from a session
 * counter; going to a higher number (or a new path) is forward, to a lower one reverse.
 * State lives in the session store so an H5 reload within the tab keeps it until the next
 * app start clears it.
 */
import { makeAutoObservable } from 'mobx'
import { NAV_KEYS } from '../core/storage-keys'
import type { KVStore } from '../platform/kv'

export type Direction = 'forward' | 'reverse'

export interface NavState {
  counter: number
  numbers: Record<string, number>
  history: string[]
  previous: string
  direction: Direction
}

export const EMPTY_NAV: NavState = { counter: 0, numbers: {}, history: [], previous: '', direction: 'forward' }

/** The comparison of docs/order-states.md for a path visited before. */
export function directionOf(to: number, from: number | undefined): Direction {
  return from === undefined || to > from || (to === 0 && from === 0) ? 'forward' : 'reverse'
}

/** Pure step: the state after arriving at `path`. */
export function nextNav(s: NavState, path: string): NavState {
  const from = s.history[s.history.length - 1] ?? ''
  // Page show repeats for the page already on top (back from background, a closed dialog): no move.
  if (from === path) return s
  const numbers = { ...s.numbers }
  let counter = s.counter
  let direction: Direction
  const known = numbers[path]
  if (known === undefined) {
    // The entry page of the session is 0; each page reached later gets the next number.
    if (from === '' && counter === 0 && !Object.keys(numbers).length) numbers[path] = 0
    else numbers[path] = ++counter
    direction = 'forward'
  } else {
    direction = directionOf(known, numbers[from])
  }
  const at = s.history.indexOf(path)
  const history = at >= 0 ? s.history.slice(0, at + 1) : [...s.history, path]
  return { counter, numbers, history, previous: from, direction }
}

export class NavigationStore {
  state: NavState = EMPTY_NAV

  constructor(private readonly store: KVStore) {
    makeAutoObservable<NavigationStore, 'store'>(this, { store: false })
    this.load()
  }

  get direction(): Direction {
    return this.state.direction
  }

  get previous(): string {
    return this.state.previous
  }

  get current(): string {
    return this.state.history[this.state.history.length - 1] ?? ''
  }

  get history(): readonly string[] {
    return this.state.history
  }

  visit(path: string): void {
    this.state = nextNav(this.state, path)
    this.save()
  }

  reset(): void {
    this.state = EMPTY_NAV
    for (const key of Object.values(NAV_KEYS)) this.store.remove(key)
  }

  private load(): void {
    const s = this.store
    const numbers = s.getJSON<Record<string, number>>(NAV_KEYS.numbers, {})
    const history = s.getJSON<string[]>(NAV_KEYS.history, [])
    this.state = {
      counter: Number(s.get(NAV_KEYS.counter)) || 0,
      numbers: numbers && typeof numbers === 'object' ? numbers : {},
      history: Array.isArray(history) ? history.filter((p) => typeof p === 'string') : [],
      previous: s.get(NAV_KEYS.previous) ?? '',
      direction: 'forward',
    }
  }

  private save(): void {
    const s = this.store
    s.set(NAV_KEYS.counter, String(this.state.counter))
    s.setJSON(NAV_KEYS.numbers, this.state.numbers)
    s.setJSON(NAV_KEYS.history, this.state.history)
    s.set(NAV_KEYS.previous, this.state.previous)
  }
}
