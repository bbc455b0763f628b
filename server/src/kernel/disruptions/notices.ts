/**
 * Disruptions in the message centre: written when an event is applied (events.ts), shown under
 * the trip-dynamics category with MessagePermission.FlightDynamics, and rendered in the reader's
 * language from the event's facts kept in the message.
 */
import { DISRUPTION_MESSAGES } from '../../../../types/api/disruption'
import type { NoticeSource } from '../../services/messages/sources'
import { adviceOf, titleOf, type DisruptionFacts } from './describe'
import { dt } from './texts'

export const DISRUPTION_NOTICES: NoticeSource = {
  ...DISRUPTION_MESSAGES,
  kind: 'Disruption',
  sync: async () => undefined,
  render(p, lang) {
    const facts = p as unknown as DisruptionFacts
    const title = titleOf(facts, lang)
    return { title, content: dt(lang, 'dsMessageBody', { title, advice: adviceOf(facts, lang), orderNo: String(p.orderNo) }) }
  },
}
