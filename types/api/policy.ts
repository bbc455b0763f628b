/**
 * What every product's travel-standard verdict is made of: the rules broken, each with its
 * message and the language-neutral values it is made of (kept with an order, so that each reader
 * gets the message in their own language), and the price the company pays up to under mixed
 * payment. A product names its own kinds of violation and may add to the verdict (flights: the
 * lowest fare that beat the choice).
 */
export interface PolicyViolation<K extends string = string> {
  Kind: K
  /** Localised, e.g. '未选择前后2小时内最低价航班（CA1501 08:00 ¥650）'. */
  Message: string
  Params?: Record<string, string | number>
}

export interface ProductVerdict<K extends string = string> {
  InPolicy: boolean
  Violations: PolicyViolation<K>[]
  /** The price (fen) the standard accepts for this choice — what the company pays up to; null without a standard or a cap. */
  PriceToBeat: number | null
}
