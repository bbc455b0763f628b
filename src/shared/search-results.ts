/**
 * What every product's search store shares (docs/kit.md): the answer of the search shown, by the
 * key of its request, loaded so that the newest ask wins (an older answer arriving late is
 * dropped; a cancelled ask leaves the list idle, a failed one in error), and forgotten — with the
 * travellers and the standard it carried — when the person changes (sign-out, another account);
 * and what a search page loads once before it can search (its start data, a station list).
 */
import { runInAction } from 'mobx'
import { isCancelled } from '@/core/errors'
import { rootStore } from '@/stores'

export type LoadState = 'idle' | 'loading' | 'error' | 'done'

/** The fields of a search store that the result-list frame reads. */
export interface SearchAnswer {
  resultKey: string
  resultState: LoadState
  /**
   * false: the answers word no amount (trains: their standards name seat classes), so an answer
   * stays good in any display currency and the list converts its prices on screen. Otherwise an
   * answer is kept per currency (answerKey).
   */
  readonly amountsInTexts?: boolean
}

/**
 * The key an answer is kept under: its request's key and the display currency every request
 * sends (the CurrencyType header), since the server words the amounts of its texts in that
 * currency (docs/money.md#amounts-in-texts): an answer asked in CNY is not shown once the
 * currency is USD. Observed, so a list reading it shows loading when the currency changes.
 */
export function answerKey(key: string, store?: SearchAnswer): string {
  return store?.amountsInTexts === false ? key : `${key}|${rootStore.currency.type}`
}

/** What a result list shows for its request (`key`): the store's state and rows once they answer that request, else loading and none. */
export function answerOf<Row>(store: SearchAnswer, key: string, rows: Row[]): { state: LoadState; rows: Row[] } {
  return store.resultKey === answerKey(key, store) ? { state: store.resultState, rows } : { state: 'loading', rows: [] }
}

const asks = new WeakMap<SearchAnswer, number>()

/** Asks for the answer of `key` unless it is there (`force` asks again); `apply` keeps it. */
export async function loadAnswer<R>(store: SearchAnswer, request: string, force: boolean, fetch: () => Promise<R>, apply: (answer: R) => void): Promise<void> {
  const key = answerKey(request, store)
  if (!force && key === store.resultKey && store.resultState === 'done') return
  const ask = (asks.get(store) ?? 0) + 1
  asks.set(store, ask)
  runInAction(() => {
    store.resultKey = key
    store.resultState = 'loading'
  })
  try {
    const answer = await fetch()
    if (asks.get(store) !== ask) return
    runInAction(() => {
      apply(answer)
      store.resultState = 'done'
    })
  } catch (e) {
    if (asks.get(store) !== ask) return
    runInAction(() => (store.resultState = isCancelled(e) ? 'idle' : 'error'))
  }
}

/** `loadAnswer` of a search: the request is the key, the search of it the ask. */
export function loadSearch<Q, R>(store: SearchAnswer, req: Q, force: boolean, search: (req: Q) => Promise<R>, apply: (answer: R) => void): Promise<void> {
  return loadAnswer(store, JSON.stringify(req), force, () => search(req), apply)
}

/** Loads what the page needs once into the store: not asked again while asked; `state` 'done' with the answer kept by `apply`, 'error' when it failed, 'idle' when it was cancelled. */
export async function loadInto<K extends string, R>(store: Record<K, LoadState>, state: K, fetch: () => Promise<R>, apply: (answer: R) => void): Promise<void> {
  if (store[state] === 'loading') return
  runInAction(() => (store[state] = 'loading'))
  try {
    const answer = await fetch()
    runInAction(() => {
      apply(answer)
      store[state] = 'done'
    })
  } catch (e) {
    runInAction(() => (store[state] = isCancelled(e) ? 'idle' : 'error'))
  }
}

/**
 * Registers what the store forgets when the person changes; the answer goes with it (it carried
 * the previous person's standard). Returns the store.
 */
export function forgetsPerson<S extends SearchAnswer>(store: S, forget: (store: S) => void): S {
  rootStore.session.onPersonChange(() =>
    runInAction(() => {
      forget(store)
      store.resultKey = ''
      store.resultState = 'idle'
    }),
  )
  return store
}
