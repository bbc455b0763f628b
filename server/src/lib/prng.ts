/**
 * Deterministic pseudo-randomness: every schedule, fare, seat count, hotel, room rate and
 * allotment is a pure function of strings like 'CA1501|2025-03-01|K', so two runs (and two
 * servers) agree without storing them.
 */

/** FNV-1a, 32 bit. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: small, fast, and good enough for demo data. */
export function rng(seed: string | number): () => number {
  let a = typeof seed === 'number' ? seed >>> 0 : hash32(seed)
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One uniform number in [0, 1) for a key, without keeping a generator. */
export const unit = (key: string): number => rng(key)()

export function pick<T>(r: () => number, items: readonly T[]): T {
  return items[Math.floor(r() * items.length)]
}

export function pickWeighted<T>(r: () => number, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0)
  let x = r() * total
  for (const t of items) {
    x -= weight(t)
    if (x < 0) return t
  }
  return items[items.length - 1]
}
