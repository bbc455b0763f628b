/**
 * Text tables of the domains in the four interface languages, one row [zh-CN, zh-TW, en, ja] per
 * key. The app's message table (i18n.ts) belongs to the core; each domain merges its keys into
 * it at load time, so ApiError and the app's one error handler render them unchanged. Keys are
 * one namespace: a key defined twice is refused at start-up, since the text shown would depend
 * on which table loaded first.
 */
import { ErrorCode } from '../../../types/api/errors'
import { ApiError, type ErrorCodeNumber } from '../errors'
import { LANGS, MESSAGES, type Lang, type MessageKey, type MessageParams, type Texts } from '../i18n'

export type Row = readonly [string, string, string, string]

export const pickRow = (row: Row, lang: Lang): string => row[LANGS.indexOf(lang)]

const checkedRow = (name: string, row: readonly string[]): Row => {
  if (row.length !== LANGS.length || row.some((s) => typeof s !== 'string'))
    throw new Error(`text row ${name} needs one text per language (${LANGS.join(', ')})`)
  return row as unknown as Row
}

/** A table of a JSON text resource (key -> [zh-CN, zh-TW, en, ja]), every row checked at load. */
export const rows = <K extends string>(table: Record<K, readonly string[]>): Record<K, Row> =>
  Object.fromEntries(Object.entries<readonly string[]>(table).map(([k, row]) => [k, checkedRow(k, row)])) as Record<K, Row>

/** A list of rows of a JSON text resource, checked at load. */
export const rowList = (list: readonly (readonly string[])[]): Row[] => list.map((row, i) => checkedRow(String(i), row))

/** Fills '{name}' placeholders; unknown ones stay as written. */
export const fill = (text: string, params: MessageParams): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

/** A text table merged into the app's messages; returns its renderer, its error builder and its validation error. */
export function defineTexts<K extends string>(rows: Record<K, Row>) {
  const table = Object.fromEntries(Object.entries<Row>(rows).map(([k, row]) => [k, Object.fromEntries(LANGS.map((l, i) => [l, row[i]])) as Texts])) as Record<
    K,
    Texts
  >
  for (const [k, v] of Object.entries<Texts>(table)) {
    if (k in MESSAGES) throw new Error(`text key ${k} is defined twice`)
    ;(MESSAGES as Record<string, Texts>)[k] = v
  }
  const text = (lang: Lang, key: K, params?: MessageParams): string => (params ? fill(table[key][lang], params) : table[key][lang])
  const error = (code: ErrorCodeNumber, key: K, params?: MessageParams, resultData: unknown = null) =>
    new ApiError(code, key as unknown as MessageKey, params, resultData)
  /** A request the table's checks refuse (ValidationFailed). */
  const invalid = (key: K, params?: MessageParams) => error(ErrorCode.ValidationFailed, key, params)
  return { text, error, invalid }
}
