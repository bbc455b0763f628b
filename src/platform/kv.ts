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
