// The personal centre's own rules (docs/personal.md): the emergency contact's name and phone, the
// alarm's note, and whether a number arrived masked (server/src/lib/mask.ts masks with '*').
import { ALARM_NOTE_MAX, EMERGENCY_NAME_MAX } from '@api/personal-values'
import { fail, messages, PASS, type Check } from './check'
import { checkPhone, phoneIdentity } from './phone'

/** 1 to 30 characters, not only spaces. */
export function checkEmergencyName(name: string | null | undefined): Check {
  const v = (name ?? '').trim()
  if (v === '') return fail(messages.emergency.nameRequired)
  return [...v].length <= EMERGENCY_NAME_MAX ? PASS : fail(messages.emergency.nameTooLong, { max: EMERGENCY_NAME_MAX })
}

/** Optional; at most 200 characters. */
export function checkAlarmNote(note: string | null | undefined): Check {
  return [...(note ?? '').trim()].length <= ALARM_NOTE_MAX ? PASS : fail(messages.emergency.noteTooLong, { max: ALARM_NOTE_MAX })
}

/** A value the server masked ('138****5678', '1101**********1234'): it holds the mask character. */
export function isMasked(value: string | null | undefined): boolean {
  return (value ?? '').includes('*')
}

/** The traveller's own bound phone, as the profile gives it (masked under privacy protection). */
export interface OwnPhone {
  mobile: string
  countryCode: string
}

/**
 * The contact's phone: a phone by its country code, and not the traveller's own bound phone (an
 * alarm would only reach themself). An own phone that is unknown or arrived masked cannot be
 * compared here; the server refuses it then.
 */
export function checkEmergencyPhone(phone: string | null | undefined, countryCode: string | null | undefined, own: OwnPhone | null | undefined): Check {
  const c = checkPhone(phone, countryCode)
  if (!c.ok) return c
  if (!own || !own.mobile.trim() || isMasked(own.mobile)) return PASS
  return phoneIdentity((phone ?? '').trim(), countryCode) === phoneIdentity(own.mobile.trim(), own.countryCode) ? fail(messages.emergency.ownPhone) : PASS
}
