/**
 * Texts of the order kernel in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of
 * company fields, contacts, reasons, attachments and the cashier, and the timeline entries every
 * product writes (stored as keys, rendered in the reader's language). A product's own texts
 * (its checks, its timeline steps) live in its module; all share one key namespace (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { MESSAGES, type Lang, type MessageKey, type MessageParams } from '../../i18n'
import { defineTexts, fill, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

/** Timeline parameters stored as codes, and the prefix of their names in texts.json. */
const CODED_PARAMS: Record<string, string> = { channel: 'payChannel', status: 'payOutcome' }
/** A product's timeline parameter kept as a code and named by its texts `<prefix><code>` (a car's class: cls → clsEconomy). */
export function registerCodedParam(param: string, prefix: string): void {
  if (CODED_PARAMS[param] && CODED_PARAMS[param] !== prefix) throw new Error(`timeline parameter ${param} is coded twice`)
  CODED_PARAMS[param] = prefix
}

export type OrderTextKey = keyof typeof ROWS

const texts = defineTexts(ROWS)
export const ot = texts.text
export const orderError = texts.error
export const invalid = (key: OrderTextKey, params?: MessageParams) => orderError(ErrorCode.ValidationFailed, key, params)
export const statusChanged = () => orderError(ErrorCode.OrderStatusChanged, 'orderStatusChanged')

/**
 * A timeline entry's text: its key belongs to the kernel's table or to the product's (all are
 * merged into the app's messages). A key this version does not know throws. A payment channel or
 * outcome kept as its code is named in the reader's language ("微信支付", not "WeChatPay").
 */
export function timelineText(lang: Lang, key: string, paramsJson: string): string {
  const texts = MESSAGES[key as MessageKey]
  if (!texts) throw new Error(`unknown timeline text ${key}`)
  const params = JSON.parse(paramsJson) as MessageParams
  for (const [param, prefix] of Object.entries(CODED_PARAMS)) {
    const named = MESSAGES[`${prefix}${String(params[param])}` as MessageKey]
    if (params[param] !== undefined && named) params[param] = named[lang]
  }
  for (const [param, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue
    for (const render of PARAM_RENDERERS) {
      const text = render(value, lang)
      if (text !== null) {
        params[param] = text
        break
      }
    }
  }
  return fill(texts[lang], params)
}

/** Reads a parameter a product kept as structured data; null when the value is not its kind. */
export type TimelineParamRenderer = (value: string, lang: Lang) => string | null
const PARAM_RENDERERS: TimelineParamRenderer[] = []
/**
 * A product's structured timeline parameters (a train order's tickets: train, class, coach, seat,
 * traveller), composed in the reader's language when shown. Plain texts of older entries pass
 * through unchanged.
 */
export function registerTimelineParam(render: TimelineParamRenderer): void {
  if (!PARAM_RENDERERS.includes(render)) PARAM_RENDERERS.push(render)
}
