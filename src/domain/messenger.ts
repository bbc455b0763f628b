/**
 * An enterprise-messenger account id (docs/administration.md, "Enterprise messengers"): what
 * WeChat Work, DingTalk or Feishu calls the employee — WeChat Work's `userid`, for instance.
 * 1 to 64 characters: letters, digits and _ . @ - (no spaces).
 */
import { fail, messages, PASS, type Check } from './check'

export const MESSENGER_ID_MAX = 64
const ID_CHARS = /^[A-Za-z0-9_.@-]+$/

export function checkMessengerUserId(value: string): Check {
  const v = value.trim()
  if (!v) return fail(messages.messenger.idRequired)
  if (v.length > MESSENGER_ID_MAX) return fail(messages.messenger.idTooLong, { max: MESSENGER_ID_MAX })
  if (!ID_CHARS.test(v)) return fail(messages.messenger.idChars)
  return PASS
}
