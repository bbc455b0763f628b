/** Texts of payment operations in the four interface languages ([zh-CN, zh-TW, en, ja]). */
import { defineTexts, type Row } from '../../../lib/texts'

const ROWS = {
  payOpsDayNotPast: ['只能对账今天以前的日期', '只能對帳今天以前的日期', 'Only a day before today can be compared.', '照合できるのは今日より前の日だけです'],
  payOpsMismatchUnknown: ['没有这条差异', '沒有這筆差異', 'There is no such mismatch.', 'その差異はありません'],
  payOpsMismatchResolved: ['这条差异已处理', '這筆差異已處理', 'This mismatch has already been resolved.', 'この差異は処理済みです'],
  payOpsDecisionBlank: ['请填写处理说明', '請填寫處理說明', 'Say what was done.', '対応内容を入力してください'],
} satisfies Record<string, Row>

export const opsTexts = defineTexts(ROWS)
