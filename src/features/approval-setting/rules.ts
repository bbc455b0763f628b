/**
 * Pure rules of the approval-settings screens: the time-out in a unit a person reads, the
 * template draft and what the server would refuse (SaveVettingTemplateReq), checked before sending
 * so the message names the level and stays in the reader's language.
 */
import type { ApproverKind, SaveVettingTemplateReq, TemplateDetail } from '@api/approval'

/** SaveVettingInitInfoReq: 30 minutes to 30 days. */
export const TIMEOUT_MIN_MINUTES = 30
export const TIMEOUT_MAX_MINUTES = 43200
export const TEMPLATE_NAME_MAX = 40
export const MAX_LEVELS = 5
export const MAX_APPROVERS = 10

export type TimeUnit = 'minutes' | 'hours' | 'days'
export const TIME_UNITS: TimeUnit[] = ['minutes', 'hours', 'days']
const UNIT_MINUTES: Record<TimeUnit, number> = { minutes: 1, hours: 60, days: 1440 }

/** The reminder interval as a person reads it: whole minutes in minutes, anything else in seconds. */
export function resendInterval(seconds: number): { key: 'resendValue' | 'resendMinutes'; n: number } {
  return seconds >= 60 && seconds % 60 === 0 ? { key: 'resendMinutes', n: seconds / 60 } : { key: 'resendValue', n: seconds }
}

/** The largest unit that shows the minutes as a whole number: 2880 → 2 days, 90 → 90 minutes. */
export function splitTimeout(minutes: number): { value: string; unit: TimeUnit } {
  if (minutes > 0 && minutes % 1440 === 0) return { value: String(minutes / 1440), unit: 'days' }
  if (minutes > 0 && minutes % 60 === 0) return { value: String(minutes / 60), unit: 'hours' }
  return { value: String(minutes), unit: 'minutes' }
}

export type TimeoutCheck = { ok: true; minutes: number } | { ok: false; error: 'timeoutRequired' | 'timeoutInteger' | 'timeoutRange' }

/** The typed value in its unit, as minutes within 30 minutes … 30 days, or why not. */
export function checkTimeout(value: string, unit: TimeUnit): TimeoutCheck {
  const v = value.trim()
  if (!v) return { ok: false, error: 'timeoutRequired' }
  if (!/^\d+$/.test(v)) return { ok: false, error: 'timeoutInteger' }
  const minutes = Number(v) * UNIT_MINUTES[unit]
  if (minutes < TIMEOUT_MIN_MINUTES || minutes > TIMEOUT_MAX_MINUTES) return { ok: false, error: 'timeoutRange' }
  return { ok: true, minutes }
}

export interface DraftPerson {
  PersonId: number
  Name: string
}

export interface LevelDraft {
  Kind: ApproverKind
  Approvers: DraftPerson[]
  Backup: DraftPerson | null
}

export interface TemplateDraft {
  TemplateId?: number
  Name: string
  BindKind: 'Staff' | 'CustomItem'
  IsDefault: boolean
  Levels: LevelDraft[]
}

export const emptyLevel = (): LevelDraft => ({ Kind: 'DirectSuperior', Approvers: [], Backup: null })
export const emptyDraft = (): TemplateDraft => ({ Name: '', BindKind: 'Staff', IsDefault: false, Levels: [emptyLevel()] })

/** The editable copy of a saved template: primary approvers in order, the backup apart. */
export function draftOf(d: TemplateDetail): TemplateDraft {
  return {
    TemplateId: d.TemplateId,
    Name: d.Name,
    BindKind: d.BindKind,
    IsDefault: d.IsDefault,
    Levels: d.Levels.map((l) => {
      const backup = l.Approvers.find((a) => a.Role === 'Backup')
      return {
        Kind: l.Kind,
        Approvers: l.Kind === 'DirectSuperior' ? [] : l.Approvers.filter((a) => a.Role === 'Primary').map((a) => ({ PersonId: a.PersonId, Name: a.Name })),
        Backup: backup ? { PersonId: backup.PersonId, Name: backup.Name } : null,
      }
    }),
  }
}

/** How many approvers a kind takes: none (the traveller's superior), exactly one, two or more. */
export function approverNeed(kind: ApproverKind): { min: number; max: number } {
  if (kind === 'DirectSuperior') return { min: 0, max: 0 }
  if (kind === 'Designated') return { min: 1, max: 1 }
  return { min: 2, max: MAX_APPROVERS }
}

export type LevelError = 'designatedOne' | 'sameLevelTwo' | 'tooManyApprovers' | 'backupIsApprover'

export function levelError(l: LevelDraft): LevelError | null {
  const n = new Set(l.Approvers.map((a) => a.PersonId)).size
  if (l.Kind === 'Designated' && n !== 1) return 'designatedOne'
  if (l.Kind === 'SameLevel' && n < 2) return 'sameLevelTwo'
  if (n > MAX_APPROVERS) return 'tooManyApprovers'
  if (l.Backup && l.Kind !== 'DirectSuperior' && l.Approvers.some((a) => a.PersonId === l.Backup?.PersonId)) return 'backupIsApprover'
  return null
}

export type DraftError =
  | { field: 'name'; error: 'nameRequired' | 'nameTooLong' }
  | { field: 'levels'; error: 'levelsRequired' | 'levelsTooMany' }
  | { field: 'level'; index: number; error: LevelError }

/** Every problem of the draft, name first, then levels in order. */
export function draftErrors(d: TemplateDraft): DraftError[] {
  const out: DraftError[] = []
  const name = d.Name.trim()
  if (!name) out.push({ field: 'name', error: 'nameRequired' })
  else if (name.length > TEMPLATE_NAME_MAX) out.push({ field: 'name', error: 'nameTooLong' })
  if (d.Levels.length === 0) out.push({ field: 'levels', error: 'levelsRequired' })
  if (d.Levels.length > MAX_LEVELS) out.push({ field: 'levels', error: 'levelsTooMany' })
  d.Levels.forEach((l, index) => {
    const e = levelError(l)
    if (e) out.push({ field: 'level', index, error: e })
  })
  return out
}

export function toSaveReq(d: TemplateDraft): SaveVettingTemplateReq {
  return {
    ...(d.TemplateId ? { TemplateId: d.TemplateId } : {}),
    Name: d.Name.trim(),
    BindKind: d.BindKind,
    IsDefault: d.IsDefault,
    Levels: d.Levels.map((l) => ({
      Kind: l.Kind,
      ApproverIds: l.Kind === 'DirectSuperior' ? [] : [...new Set(l.Approvers.map((a) => a.PersonId))],
      BackupId: l.Backup?.PersonId ?? null,
    })),
  }
}

/** A kind change keeps what still fits: Designated keeps the first approver, DirectSuperior none. */
export function withKind(l: LevelDraft, kind: ApproverKind): LevelDraft {
  const { max } = approverNeed(kind)
  return { ...l, Kind: kind, Approvers: l.Approvers.slice(0, max) }
}

/** Adds picked people after those already there, once each, within the kind's maximum. */
export function addApprovers(l: LevelDraft, picked: DraftPerson[]): LevelDraft {
  const have = new Set(l.Approvers.map((a) => a.PersonId))
  const next = [...l.Approvers, ...picked.filter((p) => !have.has(p.PersonId) && (have.add(p.PersonId), true))]
  if (l.Kind === 'Designated') return { ...l, Approvers: next.slice(-1) }
  return { ...l, Approvers: next.slice(0, approverNeed(l.Kind).max) }
}

/** Moves level i one step up (-1) or down (+1); out of range leaves the list as it was. */
export function moveLevel<T>(levels: T[], i: number, dir: -1 | 1): T[] {
  const j = i + dir
  if (i < 0 || i >= levels.length || j < 0 || j >= levels.length) return levels
  const out = [...levels]
  ;[out[i], out[j]] = [out[j], out[i]]
  return out
}
