/**
 * Texts of approvals in the four interface languages, [zh-CN, zh-TW, en, ja] per row, words as
 * docs/glossary.md has them (审批 / 審批 / Approval / 承認), merged into the app's messages (lib/texts.ts).
 */
import type { ApproverKind, LevelStatus, VettingStatus } from '../../../../types/api/approval'
import type { Lang } from '../../i18n'
import { defineTexts, pickRow, type Row, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export const approvalTexts = defineTexts(ROWS)
export const at = approvalTexts.text
export const approvalError = approvalTexts.error

const STATUS: Record<VettingStatus, Row> = rows(J.STATUS)

const LEVEL_STATUS: Record<LevelStatus, Row> = {
  Waiting: ['未开始', '未開始', 'Not started', '未着手'],
  Pending: STATUS.Pending,
  Approved: STATUS.Approved,
  Rejected: STATUS.Rejected,
  Expired: STATUS.Expired,
  Cancelled: STATUS.Cancelled,
  Skipped: ['无需审批', '無需審批', 'Skipped', 'スキップ'],
  ManuallyPassed: STATUS.ManuallyPassed,
}

const KIND: Record<ApproverKind, Row> = rows(J.KIND)

export const vettingStatusName = (s: VettingStatus | string, lang: Lang): string => pickRow(STATUS[s as VettingStatus] ?? STATUS.Pending, lang)
export const levelStatusName = (s: LevelStatus, lang: Lang): string => pickRow(LEVEL_STATUS[s], lang)
export const approverKindName = (k: ApproverKind | string, lang: Lang): string => pickRow(KIND[k as ApproverKind] ?? KIND.Designated, lang)
