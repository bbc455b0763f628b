/**
 * The audit log in the reader's words: a field by the labels of its path's steps
 * (organisation:audit.field.<key>, joined with ' · '), a value by what it is (src/domain/audit.ts
 * auditValueKind): codes as their names (organisation:audit.values.<dict>.<code>), money in yuan,
 * flags as yes / no, lists of ids as how many, a nationality as the country's name.
 */
import type { TFunction } from 'i18next'
import { auditLabelKeys, auditValueKind, type AuditFormat } from '@/domain/audit'

export function auditFieldLabel(t: TFunction, entity: string, path: string): string {
  if (!path) return t('organisation:audit.value')
  return auditLabelKeys(entity, path)
    .map((k, i) => t(`organisation:audit.field.${k}`, { defaultValue: path.split('.')[i] }))
    .join(' · ')
}

export interface AuditFormatDeps {
  /** Fen as the reader reads money. */
  cny: (fen: number) => string
  /** The name of a country or region by its ISO code, when the list is there. */
  country: (iso: string) => string | undefined
}

export function auditFormat(t: TFunction, entity: string, deps: AuditFormatDeps): AuditFormat {
  const word = (dict: string, code: unknown) => {
    const c = String(code)
    return t(`organisation:audit.values.${dict}.${c}`, { defaultValue: c })
  }
  const list = (v: unknown, one: (x: unknown) => string) => (Array.isArray(v) ? v.map(one).join(', ') : one(v))
  const money = (x: unknown) => (typeof x === 'number' ? deps.cny(x) : x === null ? t('organisation:audit.values.noLimit') : String(x))
  return (path, v) => {
    const kind = auditValueKind(entity, path, v)
    if (kind === null) return undefined
    if (kind === 'yesNo') return t(`organisation:audit.values.${v ? 'yes' : 'no'}`)
    if (kind === 'money') return list(v, money)
    if (kind === 'percent') return typeof v === 'number' ? `${Math.round(v * 100)}%` : undefined
    if (kind === 'cityCaps')
      return Array.isArray(v) ? v.map((c: { CityCode?: string; Cap?: number }) => `${c.CityCode ?? ''} ${money(c.Cap ?? null)}`.trim()).join(', ') : undefined
    if (kind === 'departments' || kind === 'people') return Array.isArray(v) ? t(`organisation:audit.values.${kind}`, { count: v.length }) : undefined
    if (kind === 'country') return typeof v === 'string' ? (deps.country(v) ?? v) : undefined
    if (kind === 'logo') return t('organisation:audit.values.logoSet')
    if (kind === 'status')
      return /^-?[01]$/.test(String(v))
        ? t(`organisation:audit.status.${String(v) === '-1' ? 'deleted' : String(v) === '1' ? 'active' : 'disabled'}`)
        : undefined
    return list(v, (x) => word(kind.slice('dict:'.length), x))
  }
}
