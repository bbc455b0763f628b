// The shape every rule in domain/ returns. A rule never produces display text: it names a
// message in the 'validation' i18n namespace and hands over the values to interpolate, so the
// four languages stay in validation.json and the rules stay testable without i18next.

/**
 * Every message a rule can return, by group. The i18n test walks this table, so a key that is
 * added here but missing from any validation.json (or the other way round) fails the build.
 */
const MESSAGE_TABLE = {
  phone: ['required', 'mainlandFormat', 'format'],
  email: ['required', 'format'],
  idCard: ['required', 'length', 'region', 'format', 'identityMismatch'],
  birthDate: ['required', 'invalid'],
  password: ['required', 'oldRequired', 'length', 'chars', 'letterAndDigit', 'sameAsOld', 'confirmRequired', 'mismatch'],
  train12306: ['passwordRequired', 'passwordFormat', 'smsCodeRequired', 'smsCodeFormat'],
  smsCode: ['required', 'format', 'notFetched'],
  color: ['format'],
  age: ['atLeast'],
  passenger: ['birthDateRequired', 'tooYoung', 'needAdult', 'adultOnly'],
  name: ['required', 'format', 'chineseFormat', 'chineseOnly', 'englishOnly', 'englishFormat', 'surnameRequired', 'givenNameRequired'],
  attachment: ['tooMany', 'empty', 'unsupportedType', 'tooLarge'],
  reason: ['outOfPolicyRequired', 'notLowestRequired', 'tooLong'],
  feedback: ['required', 'tooShort'],
  invoice: [
    'titleRequired',
    'taxIdRequired',
    'taxIdLength',
    'taxIdCharacters',
    'taxIdRegion',
    'taxIdCheck',
    'nameRequired',
    'regionRequired',
    'detailRequired',
    'postcodeFormat',
    'headerRequired',
    'addressRequired',
    'emailRequired',
    'phoneFormat',
    'phoneLength',
    'bankAccountFormat',
    'bankAccountLength',
  ],
  message: ['required'],
  policy: [
    'required',
    'wholeNumber',
    'range',
    'money',
    'moneyMax',
    'hours',
    'nameRequired',
    'tooLong',
    'codeRequired',
    'codeFormat',
    'textRequired',
    'windowsFormat',
    'codesFormat',
  ],
  emergency: ['nameRequired', 'nameTooLong', 'noteTooLong', 'ownPhone'],
  agreement: ['required'],
  card: ['numberRequired', 'numberFormat', 'expiryRequired', 'expiryFormat', 'expired'],
  dateRange: ['required', 'endBeforeStart', 'tooLong'],
  tripLeg: ['departureRequired', 'arrivalRequired', 'dateRequired', 'sameCity', 'dateBeforePrevious', 'dateInPast'],
  document: ['expiryRequired', 'expired', 'expiresSoon'],
  contact: ['duplicatePhone'],
  guest: ['duplicateId'],
  frequentFlyer: ['duplicateAirline'],
  membership: ['duplicateHotelGroup'],
  messenger: ['idRequired', 'idTooLong', 'idChars'],
  staff: ['numberRequired', 'departmentRequired', 'costCenterRequired'],
  money: ['rateRequired', 'rateFormat', 'rateTooLarge', 'topUpMin'],
  organisation: ['nameRequired', 'codeRequired', 'codeFormat', 'moveIntoOwnBranch', 'companyNameRequired', 'companyNameShort', 'contactPhoneFormat'],
  room: ['required', 'guestRequired', 'mainGuestRequired', 'tooManyAdults', 'tooManyChildren', 'childAgeRequired'],
} as const

type Table = typeof MESSAGE_TABLE
type Group = keyof Table

export const VALIDATION_NAMESPACE = 'validation'

/** 'validation:idCard.length' and friends: namespace, then the key path inside validation.json. */
export type MessageKey = {
  [G in Group]: `validation:${G}.${Table[G][number]}`
}[Group]

export type Messages = {
  readonly [G in Group]: { readonly [K in Table[G][number]]: `validation:${G}.${K}` }
}

function buildMessages(): Messages {
  const out: Record<string, Record<string, string>> = {}
  for (const group of Object.keys(MESSAGE_TABLE) as Group[]) {
    const keys: Record<string, string> = {}
    for (const key of MESSAGE_TABLE[group]) keys[key] = `${VALIDATION_NAMESPACE}:${group}.${key}`
    out[group] = Object.freeze(keys)
  }
  // The loop builds exactly the mapped type; TypeScript cannot follow string concatenation.
  return Object.freeze(out) as unknown as Messages
}

/** The only place rules take their keys from: `messages.idCard.length`. */
export const messages: Messages = buildMessages()

/** Every key, for tests and for anyone who preloads the namespace. */
export function allMessageKeys(): MessageKey[] {
  return Object.values(messages).flatMap((group) => Object.values(group) as MessageKey[])
}

export type Severity = 'error' | 'warning'
export type MessageParams = Readonly<Record<string, string | number>>

/** `severity?: never` lets callers narrow a SoftCheck with `c.severity === 'warning'`. */
export interface Pass {
  readonly ok: true
  readonly severity?: never
}

/** Blocks the action; the UI shows `t(key, params)` under the field or as a toast. */
export interface Failure {
  readonly ok: false
  readonly severity: 'error'
  readonly key: MessageKey
  readonly params?: MessageParams
}

/** Lets the action go on (ok: true) but the user must see it, e.g. a passport about to expire. */
export interface Warning {
  readonly ok: true
  readonly severity: 'warning'
  readonly key: MessageKey
  readonly params?: MessageParams
}

/** A failure tied to one element of a list (a file, a passenger, a room, a leg). */
export interface ItemFailure extends Failure {
  readonly index: number
}

export type Check = Pass | Failure
export type SoftCheck = Pass | Warning | Failure
export type ItemCheck = Pass | Failure | ItemFailure

export const PASS: Pass = Object.freeze({ ok: true as const })

export function fail(key: MessageKey, params?: MessageParams): Failure {
  return params ? { ok: false, severity: 'error', key, params } : { ok: false, severity: 'error', key }
}

export function failAt(index: number, key: MessageKey, params?: MessageParams): ItemFailure {
  return { ...fail(key, params), index }
}

export function warn(key: MessageKey, params?: MessageParams): Warning {
  return params ? { ok: true, severity: 'warning', key, params } : { ok: true, severity: 'warning', key }
}

export function isFailure(check: SoftCheck | ItemCheck): check is Failure {
  return !check.ok
}

export function isWarning(check: SoftCheck): check is Warning {
  return check.severity === 'warning'
}

/** Runs checks lazily in order and returns the first one that fails, so a form shows one message per field. */
export function firstFailure(...checks: Array<() => Check>): Check {
  for (const run of checks) {
    const result = run()
    if (!result.ok) return result
  }
  return PASS
}

/** Blank means nothing typed but spaces: every "required" rule in the spec trims first. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === ''
}

/** Length in characters as the user sees them: an emoji or a rare Han character counts once. */
export function charLength(value: string): number {
  return Array.from(value).length
}
