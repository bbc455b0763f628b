/**
 * What a submission asked for, as a short fingerprint: the request body without its request id,
 * keys sorted, hashed. An order keeps the fingerprint of the request that made it, so a replay
 * with the same request id answers that order only when it asks for the same thing; with other
 * contents it is refused (ErrorCode.RequestIdReused) instead of silently answering an order the
 * caller did not ask for.
 */
import { createHash } from 'node:crypto'

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical)
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(v).sort()) {
      const x = (v as Record<string, unknown>)[k]
      if (k !== 'ClientRequestId' && x !== undefined) out[k] = canonical(x)
    }
    return out
  }
  return v
}

export function requestFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex')
    .slice(0, 32)
}
