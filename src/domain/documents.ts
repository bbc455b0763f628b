// Travel-document validity at departure (docs/validation.md, docs/constants.md): expired blocks, under 6 months warns.
import { fail, messages, PASS, warn, type SoftCheck } from './check'
import { addMonths, compareDates, parseDate, type DateInput } from './dates'

export const DOCUMENT_WARNING_MONTHS = 6

/**
 * A document valid through its expiry date. Before the departure date: error (the booking is
 * refused, since the airline will refuse boarding). Less than `warnMonths` left at departure:
 * warning (ok: true), because many countries want 6 months of passport validity on entry but the
 * traveller may know better. `warnMonths: 0` turns the warning off (e.g. domestic ID cards).
 * Without a readable departure date there is nothing to measure against; the itinerary's own
 * checks report that, so this rule passes rather than blame the document.
 */
export function checkDocumentValidity(expiry: DateInput | null | undefined, departure: DateInput, options: { readonly warnMonths?: number } = {}): SoftCheck {
  const months = options.warnMonths ?? DOCUMENT_WARNING_MONTHS
  const exp = parseDate(expiry)
  if (!exp) return fail(messages.document.expiryRequired)
  const dep = parseDate(departure)
  if (!dep) return PASS
  if (compareDates(exp, dep) < 0) return fail(messages.document.expired)
  if (months > 0 && compareDates(exp, addMonths(dep, months)) < 0) return warn(messages.document.expiresSoon, { months })
  return PASS
}
