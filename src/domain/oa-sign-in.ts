/**
 * Office-automation sign-in's rules on the client (docs/sign-in.md#office-automation-sign-in):
 * the ticket an OA system puts in /callback4Oa's address, and the administrator's clock skew.
 */
import { OA_MAX_CLOCK_SKEW_SECONDS, type OaLoginReq } from '../../types/api/oa'

const NONCE = /^[A-Za-z0-9_-]{8,64}$/
const SIGN = /^[0-9a-fA-F]{64}$/

/** The ticket of /callback4Oa's (decoded) parameters, or null when one is missing or malformed. */
export function oaTicketOf(p: Record<string, string | undefined>): OaLoginReq | null {
  const s = (k: string) => (p[k] ?? '').trim()
  const ts = s('ts')
  const ticket = { Company: s('company'), Employee: s('employee'), Timestamp: Number(ts), Nonce: s('nonce'), Sign: s('sign') }
  if (!ticket.Company || ticket.Company.length > 50 || !ticket.Employee || ticket.Employee.length > 100) return null
  if (!/^\d{1,12}$/.test(ts) || !NONCE.test(ticket.Nonce) || !SIGN.test(ticket.Sign)) return null
  const redirect = s('redirect')
  return redirect ? { ...ticket, Redirect: redirect } : ticket
}

/** The allowed clock skew typed by the administrator: whole seconds 0 to 300, else null. */
export function clockSkewOf(text: string): number | null {
  const v = text.trim()
  if (!/^\d{1,3}$/.test(v)) return null
  const n = Number(v)
  return n <= OA_MAX_CLOCK_SKEW_SECONDS ? n : null
}
