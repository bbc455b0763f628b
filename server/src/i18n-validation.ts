/**
 * Server messages of request validation (ErrorCode 1001), joined into MESSAGES (i18n.ts). {field} is
 * the JSON path of the offending field, e.g. UserName or 0.ET; the t* words name a JSON type.
 */
import type { Texts } from './i18n-langs'

export const VALIDATION_MESSAGES = {
  vRequired: {
    'zh-CN': '缺少必填字段 {field}',
    'zh-TW': '缺少必填欄位 {field}',
    en: 'The field {field} is required.',
    ja: '必須項目 {field} がありません',
  },
  vType: {
    'zh-CN': '字段 {field} 应为{type}',
    'zh-TW': '欄位 {field} 應為{type}',
    en: 'The field {field} must be {type}.',
    ja: '項目 {field} は{type}である必要があります',
  },
  vMaxLength: {
    'zh-CN': '字段 {field} 不能超过 {limit} 个字符',
    'zh-TW': '欄位 {field} 不能超過 {limit} 個字元',
    en: 'The field {field} must be at most {limit} characters.',
    ja: '項目 {field} は{limit}文字以内で入力してください',
  },
  vMinLength: {
    'zh-CN': '字段 {field} 不能少于 {limit} 个字符',
    'zh-TW': '欄位 {field} 不能少於 {limit} 個字元',
    en: 'The field {field} must be at least {limit} characters.',
    ja: '項目 {field} は{limit}文字以上で入力してください',
  },
  vEmpty: {
    'zh-CN': '字段 {field} 不能为空',
    'zh-TW': '欄位 {field} 不能為空',
    en: 'The field {field} cannot be empty.',
    ja: '項目 {field} を入力してください',
  },
  vPattern: {
    'zh-CN': '字段 {field} 格式不正确',
    'zh-TW': '欄位 {field} 格式不正確',
    en: 'The field {field} has an invalid format.',
    ja: '項目 {field} の形式が正しくありません',
  },
  vMinimum: {
    'zh-CN': '字段 {field} 不能小于 {limit}',
    'zh-TW': '欄位 {field} 不能小於 {limit}',
    en: 'The field {field} must be at least {limit}.',
    ja: '項目 {field} は{limit}以上にしてください',
  },
  vMaximum: {
    'zh-CN': '字段 {field} 不能大于 {limit}',
    'zh-TW': '欄位 {field} 不能大於 {limit}',
    en: 'The field {field} must be at most {limit}.',
    ja: '項目 {field} は{limit}以下にしてください',
  },
  vMaxItems: {
    'zh-CN': '字段 {field} 最多 {limit} 项',
    'zh-TW': '欄位 {field} 最多 {limit} 項',
    en: 'The field {field} may hold at most {limit} items.',
    ja: '項目 {field} は最大{limit}件です',
  },
  vMinItems: {
    'zh-CN': '字段 {field} 至少 {limit} 项',
    'zh-TW': '欄位 {field} 至少 {limit} 項',
    en: 'The field {field} must hold at least {limit} items.',
    ja: '項目 {field} は{limit}件以上必要です',
  },
  vInvalid: {
    'zh-CN': '字段 {field} 的值无效',
    'zh-TW': '欄位 {field} 的值無效',
    en: 'The field {field} has an invalid value.',
    ja: '項目 {field} の値が無効です',
  },
  vBodyJson: {
    'zh-CN': '请求内容不是有效的 JSON',
    'zh-TW': '請求內容不是有效的 JSON',
    en: 'The request body is not valid JSON.',
    ja: 'リクエスト本文が正しい JSON ではありません',
  },
  vBodyTooLarge: {
    'zh-CN': '请求内容过大',
    'zh-TW': '請求內容過大',
    en: 'The request body is too large.',
    ja: 'リクエスト本文が大きすぎます',
  },
  vMediaType: {
    'zh-CN': '请求内容须为 JSON（application/json）',
    'zh-TW': '請求內容須為 JSON（application/json）',
    en: 'The request body must be JSON (application/json).',
    ja: 'リクエスト本文は JSON（application/json）である必要があります',
  },
  tString: { 'zh-CN': '字符串', 'zh-TW': '字串', en: 'a string', ja: '文字列' },
  tInteger: { 'zh-CN': '整数', 'zh-TW': '整數', en: 'an integer', ja: '整数' },
  tNumber: { 'zh-CN': '数字', 'zh-TW': '數字', en: 'a number', ja: '数値' },
  tBoolean: { 'zh-CN': '布尔值', 'zh-TW': '布林值', en: 'true or false', ja: '真偽値' },
  tObject: { 'zh-CN': '对象', 'zh-TW': '物件', en: 'an object', ja: 'オブジェクト' },
  tArray: { 'zh-CN': '数组', 'zh-TW': '陣列', en: 'an array', ja: '配列' },
  tNull: { 'zh-CN': '空值', 'zh-TW': '空值', en: 'null', ja: 'null' },
  requestBody: { 'zh-CN': '请求体', 'zh-TW': '請求體', en: 'request body', ja: 'リクエスト本文' },
} satisfies Record<string, Texts>
