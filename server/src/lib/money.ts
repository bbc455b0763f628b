/** ¥ amount for texts: fen to yuan without trailing zeros (¥1,280 / ¥12.5). */
export function yuan(fen: number): string {
  const v = fen / 100
  return Number.isInteger(v) ? v.toLocaleString('en-US') : v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}
