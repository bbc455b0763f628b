/** Texts of company administration in the four interface languages ([zh-CN, zh-TW, en, ja]). */
import { ErrorCode } from '../../../../types/api'
import type { MessageParams } from '../../i18n'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type AdminTextKey = keyof typeof ROWS
export const { text: at, error: adminError, invalid } = defineTexts(ROWS)
export const taken = (key: AdminTextKey, params?: MessageParams) => adminError(ErrorCode.AlreadyExists, key, params)
export const inUse = (count: number) => adminError(ErrorCode.InUse, 'admInUse', { count })
/** An invitation or a binding link past its time or already used (1020). */
export const linkExpired = () => adminError(ErrorCode.LinkExpired, 'admLinkExpired')
