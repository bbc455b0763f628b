// Traveller names as airlines, hotels and 12306 accept them: a Chinese name exactly as on the ID
// card, or an English (pinyin / passport) name written SURNAME/GIVEN NAMES.
import { fail, messages, PASS, type Check } from './check'

// Han characters: CJK Unified Ideographs, Extension A, compatibility ideographs, and the
// supplementary planes 2-3 (Extensions B-H) as surrogate pairs, because rare characters in
// real names (e.g. 𠇔) live there. Written as explicit ranges rather than \p{Script=Han} so the
// pattern also runs on older mini-program JS engines.
const HAN = '(?:[\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF]|[\\uD840-\\uD8BF][\\uDC00-\\uDFFF])'
const DOT = '\u00B7' // the middle dot on ID cards of ethnic-minority names, e.g. 阿依古丽·买买提

const CHINESE_NAME = new RegExp(`^${HAN}+(?:${DOT}${HAN}+)*$`)
const CHINESE_ONLY = new RegExp(`^(?:${HAN}|${DOT})+$`)
const HAN_CHAR = new RegExp(HAN, 'g')
const ENGLISH_WORDS = /^[A-Za-z]+(?: +[A-Za-z]+)*$/

/** A Chinese name always has a surname and at least one given-name character. */
export const CHINESE_NAME_MIN_CHARS = 2

/**
 * Input methods type the separator as '•', '・', '．' or '.' depending on platform; ID cards and
 * airline systems only know U+00B7. Call this when the field loses focus, before validating.
 */
export function normalizeChineseName(value: string): string {
  return value.trim().replace(/[\u2022\u30FB\uFF65\uFF0E\u2027\u2219.]/g, DOT)
}

export function isChineseName(value: string): boolean {
  const v = value.trim()
  return CHINESE_NAME.test(v) && (v.match(HAN_CHAR)?.length ?? 0) >= CHINESE_NAME_MIN_CHARS
}

export interface EnglishName {
  readonly surname: string
  readonly givenName: string
}

/** 'ZHANG/SAN FENG' -> { surname: 'ZHANG', givenName: 'SAN FENG' }; null when not in that form. */
export function splitEnglishName(value: string): EnglishName | null {
  const parts = value.trim().split('/')
  if (parts.length !== 2) return null
  const surname = parts[0].trim()
  const givenName = parts[1].trim()
  if (!ENGLISH_WORDS.test(surname) || !ENGLISH_WORDS.test(givenName)) return null
  return { surname, givenName }
}

export function isEnglishName(value: string): boolean {
  return splitEnglishName(value) !== null
}

/** A name field that takes either form (e.g. frequent traveller name). */
export function checkName(value: string | null | undefined): Check {
  if (value == null || value.trim() === '') return fail(messages.name.required)
  return isChineseName(value) || isEnglishName(value) ? PASS : fail(messages.name.format)
}

/** A Chinese-name field (e.g. the name for an ID-card booking). */
export function checkChineseName(value: string | null | undefined): Check {
  if (value == null || value.trim() === '') return fail(messages.name.required)
  return isChineseName(value) ? PASS : fail(messages.name.chineseFormat)
}

/** A single-line English name 'SURNAME/GIVEN NAMES' (e.g. passport name on one line). */
export function checkEnglishName(value: string | null | undefined): Check {
  if (value == null || value.trim() === '') return fail(messages.name.required)
  return isEnglishName(value) ? PASS : fail(messages.name.englishFormat)
}

/** Separate surname field of an English name: letters and spaces. */
export function checkEnglishSurname(value: string | null | undefined): Check {
  if (value == null || value.trim() === '') return fail(messages.name.surnameRequired)
  return ENGLISH_WORDS.test(value.trim()) ? PASS : fail(messages.name.englishOnly)
}

/** Separate given-names field of an English name: letters and spaces. */
export function checkEnglishGivenName(value: string | null | undefined): Check {
  if (value == null || value.trim() === '') return fail(messages.name.givenNameRequired)
  return ENGLISH_WORDS.test(value.trim()) ? PASS : fail(messages.name.englishOnly)
}

interface FieldOptions {
  readonly required?: boolean
}

/** Any field restricted to Chinese characters (and the name dot). Empty passes unless required. */
export function checkChineseOnly(value: string | null | undefined, options: FieldOptions = {}): Check {
  if (value == null || value.trim() === '') return options.required ? fail(messages.name.required) : PASS
  return CHINESE_ONLY.test(value.trim()) ? PASS : fail(messages.name.chineseOnly)
}

/** Any field restricted to English letters and spaces. Empty passes unless required. */
export function checkEnglishOnly(value: string | null | undefined, options: FieldOptions = {}): Check {
  if (value == null || value.trim() === '') return options.required ? fail(messages.name.required) : PASS
  return ENGLISH_WORDS.test(value.trim()) ? PASS : fail(messages.name.englishOnly)
}
