/**
 * My disruptions (disruption/mine): what the banners on home, the trips tab and an order's page
 * show. Main package on purpose: those pages load it on show without the assistant's subpackage.
 * Silent: a banner never toasts over the page or holds it up. It belongs to the signed-in person
 * and is forgotten at sign-out and on an account switch (an answer still on its way is dropped).
 */
import { makeAutoObservable } from 'mobx'
import type { Disruption } from '@api/disruption'
import { http, rootStore } from '@/stores'

class MyDisruptions {
  items: readonly Disruption[] = []
  /** Raised when the person changes: an answer asked for the previous one is dropped. */
  generation = 0

  constructor() {
    makeAutoObservable(this)
  }

  set(items: readonly Disruption[], generation: number) {
    if (generation === this.generation) this.items = items
  }

  forget() {
    this.items = []
    this.generation++
  }
}

export const myDisruptions = new MyDisruptions()

rootStore.session.onPersonChange(() => myDisruptions.forget())

/** Asks for my disruptions again; a failure keeps what the banner showed. */
export async function loadMyDisruptions(): Promise<void> {
  const generation = myDisruptions.generation
  const r = await http.call('disruption/mine', {}, { silent: true, parallel: true }).catch(() => null)
  if (r) myDisruptions.set(r.Items, generation)
}
