import Taro from '@tarojs/taro'
import { memoryKV, type KVStore, type RawKV } from './kv'
import { personalStores } from './personal'

export type { KVStore } from './kv'

/**
 * Taro sync storage stores any value; we only ever write strings, and read back anything
 * else as absent so a value written by an older client cannot leak an object upward.
 */
const taroKV: RawKV = {
  get(key) {
    try {
      const v: unknown = Taro.getStorageSync(key)
      // Taro answers '' for a missing key.
      return typeof v === 'string' && v !== '' ? v : null
    } catch {
      return null
    }
  },
  set(key, value) {
    try {
      Taro.setStorageSync(key, value)
    } catch {
      // Storage full (10 MB per mini-program): the value is lost for the next launch only.
    }
  },
  remove(key) {
    try {
      Taro.removeStorageSync(key)
    } catch {
      // already gone
    }
  },
  keys() {
    try {
      return Taro.getStorageInfoSync().keys
    } catch {
      return []
    }
  },
  clear() {
    try {
      Taro.clearStorageSync()
    } catch {
      // nothing to clear
    }
  },
}

/**
 * The session-scoped store: a mini-program has no sessionStorage; its session is the life of the
 * process, which an in-memory map matches.
 */
const stores = personalStores(taroKV, memoryKV())

/** Persistent store (mini-program storage); its personal keys are the signed-in person's (platform/personal.ts). */
export const storage: KVStore = stores.storage
/** Session-scoped store; all but the navigation history is the signed-in person's. */
export const sessionStore: KVStore = stores.sessionStore
/** Removes everything personal from both stores (sign-out, expiry of the session, account switch). */
export const forgetPerson: () => void = stores.forgetPerson
