/**
 * The sandbox restaurant terminal: the party standing where a partner restaurant's till stands
 * (docs/dining.md). It scans the diner's payment code, presents the bill to the server signed
 * with its key and asks how it ended; it imports nothing of the server. Its key is derived from
 * DINING_TERMINAL_SECRET as the server derives it (the sandbox default when unset).
 *
 *   node server/sandbox-terminal/terminal.mjs <base-url> <terminal-id> <code> <amount-fen> [bill-no]
 */
import { createHmac, randomBytes } from 'node:crypto'

export const SANDBOX_SECRET = 'sandbox-dining-terminals'

/** The terminal's key: HMAC-SHA256(secret, terminal id), hex. */
export const terminalKey = (terminalId, secret = process.env.DINING_TERMINAL_SECRET || SANDBOX_SECRET) =>
  createHmac('sha256', secret).update(terminalId).digest('hex')

/** JSON with the keys of every object sorted: what is signed. */
export function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`
  return JSON.stringify(v)
}

/** The body signed: Timestamp and Nonce added, Signature over `${Timestamp}\n${Nonce}\n${canonical(body)}`. */
export function signed(terminalId, body, at = Date.now(), key = terminalKey(terminalId)) {
  const all = { ...body, TerminalId: terminalId, Timestamp: Math.floor(at / 1000), Nonce: randomBytes(8).toString('hex') }
  const Signature = createHmac('sha256', key)
    .update(`${all.Timestamp}\n${all.Nonce}\n${canonical(all)}`)
    .digest('hex')
  return { ...all, Signature }
}

async function post(base, path, body) {
  const res = await fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return res.json()
}

/** Presents a bill for a scanned code: the envelope of mealsapi/Terminal/charge. */
export const charge = (base, terminalId, bill, at) => post(base, 'mealsapi/Terminal/charge', signed(terminalId, bill, at))

/** How a bill ended: the envelope of mealsapi/Terminal/status. */
export const status = (base, terminalId, billNo, at) => post(base, 'mealsapi/Terminal/status', signed(terminalId, { BillNo: billNo }, at))

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, terminalId, code, amount, billNo] = process.argv.slice(2)
  const bill = { CodeNo: code, BillNo: billNo || `B${Date.now()}`, Amount: Number(amount), Dishes: [{ Name: 'Set meal', Count: 1, Price: Number(amount) }] }
  void charge(base, terminalId, bill).then((r) => console.log(JSON.stringify(r, null, 2)))
}
