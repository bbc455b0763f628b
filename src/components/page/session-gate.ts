import { rootStore } from '@/stores'

let pending: Promise<unknown> | null = null

/**
 * A signed-in start (token kept from an earlier visit) has no PersonalInfor, settings or
 * power yet: load them once, however many pages ask at the same time.
 */
export function ensureInit(): Promise<unknown> {
  const { session } = rootStore
  if (!session.signedIn || session.ready) return Promise.resolve()
  if (!pending) {
    pending = rootStore.loadInit().finally(() => {
      pending = null
    })
  }
  return pending
}
