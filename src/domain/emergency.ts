// The personal centre's own rules (docs/personal.md): the emergency contact's name, the alarm's
// note, and whether a number arrived masked (server/src/lib/mask.ts masks with '*').
import { ALARM_NOTE_MAX, EMERGENCY_NAME_MAX } from '@api/personal-values'
import { fail, messages, PASS, type Check } from './check'

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
