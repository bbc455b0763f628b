/**
 * Platform-neutral key-value store shape and the JSON helpers both targets share.
 * Values are strings on purpose: the H5 and weapp stores then hold the same bytes, and
 * JSON goes through one place that can recover from a corrupted value.
 */

export interface RawKV {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  keys(): string[]
  clear(): void
}

export interface KVStore extends RawKV {
  /** Parsed value, or `fallback` when absent or unparsable (the bad value is then removed). */
  getJSON<T>(key: string, fallback: T): T
  setJSON(key: string, value: unknown): void
}

export function withJSON(raw: RawKV): KVStore {
  return {
    get: (key) => raw.get(key),
    set: (key, value) => raw.set(key, value),
    remove: (key) => raw.remove(key),
    keys: () => raw.keys(),
    clear: () => raw.clear(),
    getJSON<T>(key: string, fallback: T): T {
      const text = raw.get(key)
      if (text === null || text === '') return fallback
      try {
        return JSON.parse(text) as T
      } catch {
        // A half-written or hand-edited value would otherwise break every start of the app.
        raw.remove(key)
        return fallback
      }
    },
    setJSON(key: string, value: unknown): void {
      raw.set(key, JSON.stringify(value))
    },
  }
}

/** A store living in memory only. */
export function memoryKV(): RawKV {
  const map = new Map<string, string>()
  return {
    get: (key) => (map.has(key) ? (map.get(key) as string) : null),
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
    clear: () => map.clear(),
  }
}

export interface PersonalRules {
  /** Who is signed in: a short key naming the person in the account; '' when nobody is. */
  owner(): string
  /** Whether the values of `key` belong to the signed-in person. */
  personal(key: string): boolean
  /** The key that names whom the personal values of the store belong to. */
  ownerKey: string
}

export interface PersonalKV extends RawKV {
  /** Removes every personal value and the owner's name (sign-out, expiry of the session, account switch). */
  purge(): void
}

/**
 * A view of `raw` whose personal keys form one person's namespace: the store names its owner
 * (`rules.ownerKey`), and before any use, when that is not who is signed in now (another person,
 * nobody, or no name at all beside personal values an older client or a lost sign-out left), every
 * personal value goes. So a person reads back only what they wrote, nothing personal is kept while
 * nobody is signed in, and a value of another person is never returned. Other keys pass through.
 */
export function personalKV(raw: RawKV, rules: PersonalRules): PersonalKV {
  const personal = (key: string): boolean => key !== rules.ownerKey && rules.personal(key)
  const purge = (): void => {
    for (const key of raw.keys()) if (key === rules.ownerKey || personal(key)) raw.remove(key)
  }
  /** Who is signed in, with the store made theirs. */
  const owner = (): string => {
    const who = rules.owner()
    const named = raw.get(rules.ownerKey) ?? ''
    if (named === who && who !== '') return who
    if (named !== '' || raw.keys().some(personal)) purge()
    if (who) raw.set(rules.ownerKey, who)
    return who
  }
  return {
    get(key) {
      const who = owner()
      return who || !personal(key) ? raw.get(key) : null
    },
    set(key, value) {
      // Nobody signed in: nothing personal is kept.
      if (owner() || !personal(key)) raw.set(key, value)
    },
    remove(key) {
      owner()
      raw.remove(key)
    },
    keys() {
      owner()
      return raw.keys().filter((key) => key !== rules.ownerKey)
    },
    clear: () => raw.clear(),
    purge,
  }
}
