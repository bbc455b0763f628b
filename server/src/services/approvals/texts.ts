/**
 * Texts of approvals in the four interface languages, [zh-CN, zh-TW, en, ja] per row, words as
 * docs/glossary.md has them (审批 / 審批 / Approval / 承認), merged into the app's messages (lib/texts.ts).
 */
import type { ApproverKind, LevelStatus, VettingStatus } from '../../../../types/api/approval'
import type { Lang } from '../../i18n'
import { defineTexts, pickRow, type Row } from '../../lib/texts'

const ROWS = {
  // Errors
  vettingStatusChanged: [
    '订单状态已变更，请重新操作',
    '訂單狀態已變更，請重新操作',
    'The order status has changed. Please try again.',
    'ステータスが変更されました。もう一度操作してください',
  ],
  vettingExpiredNow: [
    '审批已超时，请重新提交',
    '審批已逾時，請重新提交',
    'The approval has expired. Please submit again.',
    '承認の期限が切れました。再度申請してください',
  ],
  notCurrentApprover: [
    '您不是当前审批人，无法处理',
    '您不是當前審批人，無法處理',
    'You are not the approver of this step.',
    '現在の承認者ではないため処理できません',
  ],
  rejectReasonRequired: ['驳回时请填写原因', '駁回時請填寫原因', 'Please give a reason for the rejection.', '却下の理由を入力してください'],
  approvalReasonTooLong: [
    '原因不能超过{max}个字',
    '原因不能超過{max}個字',
    'The reason cannot exceed {max} characters.',
    '理由は{max}文字以内で入力してください',
  ],
  resendTooSoon: [
    '提醒过于频繁，请{seconds}秒后再试',
    '提醒過於頻繁，請{seconds}秒後再試',
    'A reminder was just sent. Try again in {seconds} seconds.',
    'リマインダーは送信済みです。{seconds}秒後に再度お試しください',
  ],
  resendNotPending: ['该审批已处理，无需催办', '該審批已處理，無需催辦', 'This approval is no longer pending.', 'この承認はすでに処理されています'],
  templateBoundElsewhere: [
    '{name}已绑定其他审批模板',
    '{name}已綁定其他審批範本',
    '{name} is already bound to another approval template.',
    '{name} は別の承認テンプレートに設定済みです',
  ],
  templateLevelApprovers: [
    '第{level}级：{kind}须指定{count}名审批人',
    '第{level}級：{kind}須指定{count}名審批人',
    'Level {level}: {kind} needs {count} approver(s).',
    '第{level}段階：{kind}には承認者{count}名が必要です',
  ],
  templateInUse: [
    '模板下仍有绑定的人员或项目，请先解绑',
    '範本下仍有綁定的人員或項目，請先解綁',
    'Unbind the template’s persons and custom items first.',
    'テンプレートに設定された社員・項目を先に解除してください',
  ],
  templateKindMismatch: ['该模板用于绑定{kind}', '該範本用於綁定{kind}', 'This template binds {kind} only.', 'このテンプレートは{kind}のみ設定できます'],
  approverNotAppointed: [
    '第{level}级：{name}不是指定审批人，请先在“指定审批人”中添加',
    '第{level}級：{name}不是指定審批人，請先在「指定審批人」中新增',
    'Level {level}: {name} is not a designated approver. Add them under Designated approvers first.',
    '第{level}段階：{name}は指定承認者ではありません。先に「指定承認者」に追加してください',
  ],
  appointedInUse: [
    '{name}仍是审批模板“{templates}”的审批人或备用审批人，请先修改模板',
    '{name}仍是審批範本「{templates}」的審批人或備用審批人，請先修改範本',
    '{name} is still an approver or backup in the approval template(s) “{templates}”. Change the template(s) first.',
    '{name}は承認テンプレート「{templates}」の承認者または代理承認者です。先にテンプレートを変更してください',
  ],
  personUnknown: ['人员不存在或已离职', '人員不存在或已離職', 'The person does not exist or has left the company.', '社員が存在しないか退職済みです'],
  customItemUnknown: ['自定义项不存在', '自訂項目不存在', 'The custom item does not exist.', 'カスタム項目が存在しません'],
  absenceDate: ['结束日期不能早于今天', '結束日期不能早於今天', 'The end date cannot be before today.', '終了日は今日以降にしてください'],
  // Reasons written by the system
  reasonExpired: ['审批超时未处理', '審批逾時未處理', 'Approval expired (not handled in time)', '期限内に承認されませんでした'],
  reasonNoApprover: ['未找到审批人', '未找到審批人', 'No approver could be found', '承認者が見つかりません'],
  reasonWhitelisted: [
    '免审批名单人员，系统自动通过',
    '免審批名單人員，系統自動通過',
    'On the approval whitelist: approved by the system',
    '承認免除リストのためシステムが承認',
  ],
  reasonSubjectCancelled: ['申请已取消', '申請已取消', 'The request was cancelled', '申請は取り消されました'],
  // Summaries
  daysCount: ['{n}天', '{n}天', '{n} days', '{n}日間'],
  dayOne: ['1天', '1天', '1 day', '1日'],
} satisfies Record<string, Row>

export const approvalTexts = defineTexts(ROWS)
export const at = approvalTexts.text
export const approvalError = approvalTexts.error

const STATUS: Record<VettingStatus, Row> = {
  Pending: ['待审批', '待審批', 'Pending', '承認待ち'],
  Approved: ['已通过', '已通過', 'Approved', '承認済み'],
  Rejected: ['已驳回', '已駁回', 'Rejected', '却下'],
  Expired: ['已过期', '已逾期', 'Expired', '期限切れ'],
  Cancelled: ['已取消', '已取消', 'Cancelled', '取消済み'],
  Submitted: ['已提交', '已提交', 'Submitted', '申請済み'],
  Failed: ['审批失败', '審批失敗', 'Failed', '承認失敗'],
  ManuallyPassed: ['人工通过', '人工通過', 'Manually passed', '手動承認'],
  SystemApproved: ['系统审批通过', '系統審批通過', 'Approved by system', 'システム承認'],
}

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

const KIND: Record<ApproverKind, Row> = {
  DirectSuperior: ['直属上级', '直屬上級', 'Direct superior', '直属の上司'],
  SameLevel: ['同级审批（任一人审批即可）', '同級審批（任一人審批即可）', 'Same level (any one approver)', '同列承認（いずれか1名）'],
  Designated: ['指定审批人', '指定審批人', 'Designated approver', '指定承認者'],
}

export const vettingStatusName = (s: VettingStatus | string, lang: Lang): string => pickRow(STATUS[s as VettingStatus] ?? STATUS.Pending, lang)
export const levelStatusName = (s: LevelStatus, lang: Lang): string => pickRow(LEVEL_STATUS[s], lang)
export const approverKindName = (k: ApproverKind | string, lang: Lang): string => pickRow(KIND[k as ApproverKind] ?? KIND.Designated, lang)
