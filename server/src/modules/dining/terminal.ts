/**
 * The restaurant terminal's word (docs/dining.md, "The trust boundary" of docs/money.md): a
 * charge or a status request carries no session, only the terminal's signature — HMAC-SHA256
 * with the terminal's key over `${Timestamp}\n${Nonce}\n${canonical JSON of the body without
 * Signature}` — and a timestamp within 5 minutes of the server's clock. A terminal's key is
 * HMAC-SHA256(DINING_TERMINAL_SECRET, terminal id); without the secret the sandbox's is used,
 * except in production, where no terminal is believed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { ErrorCode } from '../../../../types/api'
import type { CallSpec } from '../../http/call'
import type { CallContext } from '../../http/context'
import { diningError } from './texts'

const SANDBOX_SECRET = 'sandbox-dining-terminals'
const SKEW_SECONDS = 300

function secret(): string | null {
  const s = process.env.DINING_TERMINAL_SECRET?.trim()
  if (s) return s
  return process.env.NODE_ENV === 'production' ? null : SANDBOX_SECRET
}

/** JSON with every object's keys sorted. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(v)
}

interface SignedBody {
  TerminalId: string
  Timestamp: number
  Nonce: string
  Signature: string
}

/** Throws NoPermission unless the body is the terminal's, signed now. */
export function verifyTerminal(ctx: CallContext, body: SignedBody): void {
  const s = secret()
  const refuse = () => diningError(ErrorCode.NoPermission, 'diningSignature')
  if (!s) throw refuse()
  if (Math.abs(ctx.now().getTime() / 1000 - body.Timestamp) > SKEW_SECONDS) throw refuse()
  const { Signature, ...rest } = body
  const key = createHmac('sha256', s).update(body.TerminalId).digest('hex')
  const want = createHmac('sha256', key)
    .update(`${body.Timestamp}\n${body.Nonce}\n${canonical(rest)}`)
    .digest()
  const got = Buffer.from(Signature, 'hex')
  if (got.length !== want.length || !timingSafeEqual(got, want)) throw refuse()
}

/**
 * A call of the terminal: no session and none of the app's headers (a terminal is no app client),
 * its body verified as the terminal's before the handler runs.
 */
export const terminalCall = <Q extends SignedBody, R>(spec: Omit<CallSpec<Q, R, 'none'>, 'auth' | 'skipHeaderChecks'>): CallSpec<Q, R, 'none'> => ({
  ...spec,
  auth: 'none',
  skipHeaderChecks: true,
  handle: async (body, ctx) => {
    verifyTerminal(ctx, body)
    return spec.handle(body, ctx)
  },
})
