/** Texts of company administration in the four interface languages ([zh-CN, zh-TW, en, ja]). */
import { ErrorCode } from '../../../../types/api'
import type { MessageParams } from '../../i18n'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  admHasOpenOrders: [
    '{name}还有未完成的订单，不能删除',
    '{name}還有未完成的訂單，不能刪除',
    '{name} still has open orders and cannot be deleted.',
    '{name} さんには未完了の予約があるため削除できません',
  ],
  admInUse: [
    '仍有{count}条记录在使用，不能删除',
    '仍有{count}筆記錄在使用，不能刪除',
    'Still used by {count} records; it cannot be deleted.',
    '{count}件で使用中のため削除できません',
  ],
  admImportRejected: [
    '导入文件有{count}处错误，未导入任何数据',
    '匯入檔案有{count}處錯誤，未匯入任何資料',
    'The file has {count} errors; nothing was imported.',
    'ファイルに{count}件のエラーがあるため、何も取り込まれませんでした',
  ],
  admImportType: ['仅支持 CSV 和 XLSX 文件', '僅支援 CSV 和 XLSX 檔案', 'Only CSV and XLSX files can be imported.', 'CSV と XLSX のみ取り込めます'],
  admImportEmpty: ['导入文件没有数据行', '匯入檔案沒有資料列', 'The file has no data rows.', 'ファイルにデータ行がありません'],
  admImportTooMany: [
    '一次最多导入{limit}行',
    '一次最多匯入{limit}列',
    'At most {limit} rows can be imported at once.',
    '一度に取り込めるのは{limit}行までです',
  ],
  admImportUnreadable: ['无法读取导入文件', '無法讀取匯入檔案', 'The file cannot be read.', 'ファイルを読み込めません'],
  admImportColumn: ['缺少列：{column}', '缺少欄：{column}', 'Missing column: {column}.', '列がありません：{column}'],
  admTreeCycle: [
    '部门不能移动到自身或其下级部门下',
    '部門不能移動到自身或其下級部門下',
    'A department cannot move under itself or its own sub-department.',
    '部署を自身または下位部署の下に移動することはできません',
  ],
  admRootDepartment: [
    '公司根部门不能移动、合并或删除',
    '公司根部門不能移動、合併或刪除',
    'The company root department cannot be moved, merged or deleted.',
    '会社のルート部署は移動・統合・削除できません',
  ],
  admLinkExpired: ['链接无效或已过期', '連結無效或已過期', 'This link is invalid or has expired.', 'このリンクは無効か期限切れです'],
  admNotYourLink: [
    '该链接不是发给当前账号的',
    '該連結不是發給目前帳號的',
    'This link was not sent to the signed-in account.',
    'このリンクはサインイン中のアカウント宛てではありません',
  ],
  admNameRequired: [
    '请填写中文姓名或英文姓名',
    '請填寫中文姓名或英文姓名',
    'Enter a Chinese name or an English surname and given names.',
    '漢字氏名または英字の姓名を入力してください',
  ],
  admChName: [
    '中文姓名只能包含汉字，至少两个字',
    '中文姓名只能包含漢字，至少兩個字',
    'A Chinese name has at least two Chinese characters and nothing else.',
    '漢字氏名は2文字以上の漢字で入力してください',
  ],
  admEnName: [
    '英文姓名只能包含字母和空格，姓和名都要填写',
    '英文姓名只能包含字母和空格，姓和名都要填寫',
    'English names have only letters and spaces; enter both surname and given names.',
    '英字氏名は英字と空白のみで、姓と名の両方が必要です',
  ],
  admIdCard: ['身份证号码格式不正确', '身分證號碼格式不正確', 'The ID card number is not valid.', '身分証番号の形式が正しくありません'],
  admEmployeeNoTaken: ['工号{no}已存在', '工號{no}已存在', 'Employee number {no} already exists.', '社員番号{no}は既に存在します'],
  admEmployeeNoRequired: ['请填写工号', '請填寫工號', 'Enter the employee number.', '社員番号を入力してください'],
  admMobileTaken: [
    '手机号{mobile}已被其他人使用',
    '手機號碼{mobile}已被其他人使用',
    'Phone number {mobile} is used by someone else.',
    '電話番号{mobile}は他の人が使用しています',
  ],
  admEmailTaken: [
    '邮箱{email}已被其他人使用',
    '電子郵件{email}已被其他人使用',
    'E-mail address {email} is used by someone else.',
    'メールアドレス{email}は他の人が使用しています',
  ],
  admMobileRequired: ['请填写手机号', '請填寫手機號碼', 'Enter the phone number.', '電話番号を入力してください'],
  admUnknown: ['{field}不存在', '{field}不存在', '{field} does not exist.', '{field}が存在しません'],
  admRequired: ['请填写{field}', '請填寫{field}', 'Please fill in {field}.', '{field}を入力してください'],
  admCodeTaken: ['编码{code}已存在', '編碼{code}已存在', 'Code {code} already exists.', 'コード{code}は既に存在します'],
  admSuperiorLoop: [
    '直属上级不能是本人或其下属',
    '直屬上級不能是本人或其下屬',
    'The direct superior cannot be the person or someone reporting to them.',
    '直属の上司に本人または部下は指定できません',
  ],
  admBuiltInRole: ['系统内置角色不能删除', '系統內建角色不能刪除', 'Built-in roles cannot be deleted.', '組み込みロールは削除できません'],
  admSelf: ['不能停用或删除自己的账号', '不能停用或刪除自己的帳號', 'You cannot disable or delete your own account.', '自分のアカウントは停止・削除できません'],
  admNotAnImage: ['公司标志须为图片文件', '公司標誌須為圖片檔案', 'The company logo must be an image.', '会社ロゴは画像ファイルにしてください'],
  admDecided: ['该申请已处理', '該申請已處理', 'This request has already been decided.', 'この申請は処理済みです'],
  admNoAccount: ['该人员没有登录账号', '該人員沒有登入帳號', 'This person has no account.', 'この人にはアカウントがありません'],
  admLastRoleManager: [
    '至少保留一位可管理角色的在职人员',
    '至少保留一位可管理角色的在職人員',
    'At least one active person must keep the power to manage roles.',
    'ロールを管理できる在籍者を少なくとも1人残してください',
  ],
  admRankProduct: [
    '无权管理该产品的差旅标准',
    '無權管理該產品的差旅標準',
    'You may not manage the travel standard of this product.',
    'この商品の出張規程を管理する権限がありません',
  ],
  // Field names the messages above fill in.
  admFDepartment: ['部门', '部門', 'Department', '部署'],
  admFCostCenter: ['成本中心', '成本中心', 'Cost centre', 'コストセンター'],
  admFBusinessUnit: ['业务单元', '業務單元', 'Business unit', '事業部'],
  admFRank: ['职级', '職級', 'Rank', '職位'],
  admFRole: ['角色', '角色', 'Role', 'ロール'],
  admFSuperior: ['直属上级', '直屬上級', 'Direct superior', '直属の上司'],
  admSettingValue: ['设置项“{field}”的值无效', '設定項「{field}」的值無效', 'The value of “{field}” is not valid.', '設定「{field}」の値が正しくありません'],
} satisfies Record<string, Row>

export type AdminTextKey = keyof typeof ROWS
export const { text: at, error: adminError, invalid } = defineTexts(ROWS)
export const taken = (key: AdminTextKey, params?: MessageParams) => adminError(ErrorCode.AlreadyExists, key, params)
export const inUse = (count: number) => adminError(ErrorCode.InUse, 'admInUse', { count })
/** An invitation or a binding link past its time or already used (1020). */
export const linkExpired = () => adminError(ErrorCode.LinkExpired, 'admLinkExpired')
