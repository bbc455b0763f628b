import { rootStore } from '@/stores'

/**
 * A signed-in start (token kept from an earlier visit) has no PersonalInfor, settings or
 * power yet: load them (the root store shares one call among everyone asking).
 */
export function ensureInit(): Promise<unknown> {
  const { session } = rootStore
  if (!session.signedIn || session.ready) return Promise.resolve()
  return rootStore.loadInit()
}
