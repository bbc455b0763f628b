/** ¥ amount for texts: fen to yuan without trailing zeros (¥1,280 / ¥12.5). */
// Built once: toLocaleString builds its formatter on every call, and the hotel list formats on every row.
const WHOLE = new Intl.NumberFormat('en-US')
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function yuan(fen: number): string {
  const v = fen / 100
  return Number.isInteger(v) ? WHOLE.format(v) : CENTS.format(v)
}
