import { memoryKV, type KVStore, type RawKV } from './kv'
import { personalStores } from './personal'

export type { KVStore } from './kv'

/**
 * Web Storage can throw (Safari private mode, quota exceeded, storage disabled by policy).
 * We then keep working from memory for this page life instead of failing every call.
 */
function webKV(pick: () => Storage): RawKV {
  const fallback = memoryKV()
  const area = (): Storage | null => {
    try {
      return pick()
    } catch {
      return null
    }
  }
  return {
    get(key) {
      const s = area()
      if (!s) return fallback.get(key)
      try {
        return s.getItem(key)
      } catch {
        return fallback.get(key)
      }
    },
    set(key, value) {
      const s = area()
      try {
        if (s) return s.setItem(key, value)
      } catch {
        // fall through to memory
      }
      fallback.set(key, value)
    },
    remove(key) {
      fallback.remove(key)
      try {
        area()?.removeItem(key)
      } catch {
        // nothing stored there
      }
    },
    keys() {
      const s = area()
      const out = new Set(fallback.keys())
      try {
        if (s)
          for (let i = 0; i < s.length; i++) {
            const k = s.key(i)
            if (k !== null) out.add(k)
          }
      } catch {
        // memory keys only
      }
      return [...out]
    },
    clear() {
      fallback.clear()
      try {
        area()?.clear()
      } catch {
        // nothing to clear
      }
    },
  }
}

const stores = personalStores(
  webKV(() => window.localStorage),
  webKV(() => window.sessionStorage),
)

/** Persistent store (localStorage); its personal keys are the signed-in person's (platform/personal.ts). */
export const storage: KVStore = stores.storage
/** Tab-scoped store (sessionStorage): survives reloads of the tab, not a new tab; all but the navigation history is the signed-in person's. */
export const sessionStore: KVStore = stores.sessionStore
/** Removes everything personal from both stores (sign-out, expiry of the session, account switch). */
export const forgetPerson: () => void = stores.forgetPerson
