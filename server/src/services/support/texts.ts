/** Texts of the help centre, the service robot and feedback in the four interface languages ([zh-CN, zh-TW, en, ja]). */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  spQuestionEmpty: ['{field}：请输入您的问题', '{field}：請輸入您的問題', '{field}: type your question.', '{field}：質問を入力してください'],
  spQuestionUnknown: ['该问题不存在', '該問題不存在', 'This question does not exist.', 'この質問は見つかりません'],
  spFeedbackShort: [
    '{field}：请至少输入{min}个字',
    '{field}：請至少輸入{min}個字',
    '{field}: write at least {min} characters.',
    '{field}：{min}文字以上入力してください',
  ],
  spFeedbackLong: ['{field}：最多{max}个字', '{field}：最多{max}個字', '{field}: at most {max} characters.', '{field}：{max}文字以内で入力してください'],
  spFeedbackFiles: [
    '{field}：最多上传{max}个附件',
    '{field}：最多上傳{max}個附件',
    '{field}: at most {max} attachments.',
    '{field}：添付ファイルは{max}件までです',
  ],
  spFileUnknown: [
    '{field}：附件不存在或不属于您，请重新上传',
    '{field}：附件不存在或不屬於您，請重新上傳',
    '{field}: an attachment is unknown or not yours; upload it again.',
    '{field}：添付ファイルが見つからないか、ご本人のものではありません。もう一度アップロードしてください',
  ],
  spAnswerEmpty: ['{field}：回复不能为空', '{field}：回覆不能為空', '{field}: the answer cannot be empty.', '{field}：回答を入力してください'],
  spAnswerLong: [
    '{field}：回复最多{max}个字',
    '{field}：回覆最多{max}個字',
    '{field}: an answer has at most {max} characters.',
    '{field}：回答は{max}文字以内です',
  ],
  spFeedbackUnknown: ['该反馈不存在', '該回饋不存在', 'This feedback does not exist.', 'このフィードバックは見つかりません'],
  spAlreadyAnswered: ['该反馈已回复', '該回饋已回覆', 'This feedback has already been answered.', 'このフィードバックは回答済みです'],
} satisfies Record<string, Row>

export type SupportTextKey = keyof typeof ROWS

const texts = defineTexts(ROWS)
export const { text: spText, invalid } = texts
export const notFound = (key: 'spQuestionUnknown' | 'spFeedbackUnknown') => texts.error(ErrorCode.NotFound, key)
export const conflict = (key: SupportTextKey) => texts.error(ErrorCode.AlreadyExists, key)
