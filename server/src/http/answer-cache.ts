/**
 * Whole answers of the search calls, kept as the gzip bytes sent (CallSpec.answerCache). A search
 * asked again by the same caller with the same body and headers is answered with those bytes,
 * without signing in again, validating or running the call: under load that work, not the
 * search itself, was most of a search's cost (each call's own answer cache already made the
 * search a lookup).
 *
 * An answer stays exact: it is served only
 * - under the same answer generation (db/generation.ts), which rises with every write to what a
 *   search reads — sessions, powers, settings, travellers, standards and rates (the cache
 *   generation) and the seats, rooms and tickets left (the inventory generation), on any server
 *   instance, in the writing transaction — read from the database once per request;
 * - in the same minute of the server's clock (a search depends on the clock through the minute at
 *   most: sales closing before departure, today, the hour's ticket releases);
 * - while the caller's session lasts (its expiry is kept with the answer).
 * The same token, body and headers then give the same caller, the same checks passed (version,
 * currency, power) and the same answer.
 */
import type { FastifyRequest } from 'fastify'
import type { Caller } from './context'

interface Kept {
  key: string
  token: string
  minute: number
  /** The session's end, ms. */
  until: number
  bytes: Buffer
}

/** What a request looked up, to keep its answer under. */
export interface AnswerSlot {
  key: string
  token: string
  generation: number
  minute: number
}

const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000)

const REQUEST_HEADERS = ['host', 'languagetype', 'currencytype', 'version'] as const

export class AnswerCache {
  private generation = -1
  private readonly kept = new Map<string, Kept>()
  /** Tokens with kept answers (how many): only their requests put off signing in until the body is read. */
  private readonly tokens = new Map<string, number>()

  /** ~5–10 KB each (gzip). */
  constructor(private readonly limit = 2000) {}

  knows(token: string): boolean {
    return token !== '' && this.tokens.has(token)
  }

  /** The slot of a request (its body parsed), and the bytes kept for it if they are still exact. */
  lookup(request: FastifyRequest, path: string, token: string, generation: number, now: Date): { slot: AnswerSlot; bytes: Buffer | null } {
    if (generation > this.generation) {
      this.generation = generation
      this.kept.clear()
      this.tokens.clear()
    }
    const headers = REQUEST_HEADERS.map((h) => request.headers[h] ?? '').join('\n')
    const key = `${path}\n${token}\n${headers}\n${JSON.stringify(request.body)}`
    const minute = minuteOf(now)
    const slot = { key, token, generation, minute }
    if (generation < this.generation) return { slot, bytes: null }
    const k = this.kept.get(key)
    return { slot, bytes: k && k.minute === minute && now.getTime() < k.until ? k.bytes : null }
  }

  /** Keeps an answer, unless the generation or the minute moved on while it was made. */
  keep(slot: AnswerSlot, caller: Caller, bytes: Buffer, now: Date): void {
    if (slot.generation !== this.generation || minuteOf(now) !== slot.minute) return
    const old = this.kept.get(slot.key) ?? (this.kept.size >= this.limit ? this.kept.values().next().value : undefined)
    if (old) this.drop(old)
    this.kept.set(slot.key, { key: slot.key, token: slot.token, minute: slot.minute, until: Date.parse(caller.expiresAt), bytes })
    this.tokens.set(slot.token, (this.tokens.get(slot.token) ?? 0) + 1)
  }

  private drop(k: Kept): void {
    this.kept.delete(k.key)
    const n = (this.tokens.get(k.token) ?? 1) - 1
    if (n > 0) this.tokens.set(k.token, n)
    else this.tokens.delete(k.token)
  }
}
