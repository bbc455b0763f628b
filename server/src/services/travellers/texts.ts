/**
 * Texts of frequent travellers and default contacts in the four interface languages
 * ([zh-CN, zh-TW, en, ja]). Every rule's error names its field ({field}, the JSON path).
 */
import { ErrorCode } from '../../../../types/api'
import type { MessageParams } from '../../i18n'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  tvNameRequired: [
    '请填写中文姓名或英文姓名（{field}）',
    '請填寫中文姓名或英文姓名（{field}）',
    'Enter a Chinese name or an English surname and given names ({field}).',
    '中国語氏名または英語の姓名を入力してください（{field}）',
  ],
  tvChineseName: [
    '{field}：中文姓名只能包含汉字（少数民族姓名可含·），至少两个字',
    '{field}：中文姓名只能包含漢字（少數民族姓名可含·），至少兩個字',
    '{field}: a Chinese name has at least two Chinese characters (and · between parts).',
    '{field}：中国語氏名は2文字以上の漢字（と・）のみ使用できます',
  ],
  tvEnglishName: [
    '{field}：英文姓名只能包含字母和空格',
    '{field}：英文姓名只能包含字母和空格',
    '{field}: an English name may contain only letters and spaces.',
    '{field}：英語の氏名はアルファベットとスペースのみ使用できます',
  ],
  tvEnglishNameRequired: [
    '{field}：使用护照等证件时须填写英文姓和名',
    '{field}：使用護照等證件時須填寫英文姓和名',
    '{field}: passports and other documents need the English surname and given names.',
    '{field}：パスポートなどの証明書には英語の姓名が必要です',
  ],
  tvIdRequired: ['{field}：请输入证件号码', '{field}：請輸入證件號碼', '{field}: enter the document number.', '{field}：証明書番号を入力してください'],
  tvIdCardLength: [
    '{field}：身份证号码应为18位',
    '{field}：身分證號碼應為18位',
    '{field}: an ID card number has 18 characters.',
    '{field}：身分証番号は18桁です',
  ],
  tvIdCardRegion: [
    '{field}：身份证号码地区码无效',
    '{field}：身分證號碼地區碼無效',
    '{field}: the region code of the ID card number is not valid.',
    '{field}：身分証番号の地域コードが正しくありません',
  ],
  tvIdCardFormat: [
    '{field}：身份证号码格式不正确',
    '{field}：身分證號碼格式不正確',
    '{field}: the ID card number is not valid.',
    '{field}：身分証番号の形式が正しくありません',
  ],
  tvIdMismatch: [
    '{field}：出生日期或性别与身份证不一致',
    '{field}：出生日期或性別與身分證不一致',
    '{field}: the date of birth or gender is inconsistent with the ID card.',
    '{field}：生年月日または性別が身分証と一致しません',
  ],
  tvDocNoFormat: [
    '{field}：证件号码只能包含5-17位字母和数字',
    '{field}：證件號碼只能包含5-17位字母和數字',
    '{field}: a document number is 5 to 17 letters and digits.',
    '{field}：証明書番号は5〜17桁の英数字です',
  ],
  tvDocTypeTwice: [
    '{field}：同一类型的证件只能保存一个',
    '{field}：同一類型的證件只能保存一個',
    '{field}: only one document of each type can be saved.',
    '{field}：同じ種類の証明書は1つだけ登録できます',
  ],
  tvExpiryRequired: [
    '{field}：请填写证件有效期',
    '{field}：請填寫證件有效期',
    '{field}: enter the expiry date of the document.',
    '{field}：証明書の有効期限を入力してください',
  ],
  tvDateInvalid: ['{field}：不是有效日期', '{field}：不是有效日期', '{field}: not a valid date.', '{field}：有効な日付ではありません'],
  tvDocExpired: [
    '{field}：证件已过期，无法保存',
    '{field}：證件已過期，無法儲存',
    '{field}: the document has expired and cannot be saved.',
    '{field}：証明書の有効期限が切れているため保存できません',
  ],
  tvDocExpiresSoon: [
    '证件有效期不足6个月（{date}到期），出行可能受限',
    '證件有效期不足6個月（{date}到期），出行可能受限',
    'The document is valid for less than 6 months (until {date}); travel may be refused.',
    '証明書の残存期間が6か月未満です（{date}まで）。渡航できない場合があります',
  ],
  tvMobile: [
    '{field}：手机号码格式不正确（+86为1开头的11位数字）',
    '{field}：手機號碼格式不正確（+86為1開頭的11位數字）',
    '{field}: the phone number is not valid (11 digits starting with 1 for +86).',
    '{field}：電話番号の形式が正しくありません（+86は1で始まる11桁）',
  ],
  tvEmail: [
    '{field}：邮箱格式不正确',
    '{field}：電子郵件格式不正確',
    '{field}: the e-mail address is not valid.',
    '{field}：メールアドレスの形式が正しくありません',
  ],
  tvBirthRequired: [
    '{field}：没有身份证时须填写出生日期',
    '{field}：沒有身分證時須填寫出生日期',
    '{field}: without an ID card, enter the date of birth.',
    '{field}：身分証がない場合は生年月日を入力してください',
  ],
  tvGenderRequired: [
    '{field}：没有身份证时须选择性别',
    '{field}：沒有身分證時須選擇性別',
    '{field}: without an ID card, choose the gender.',
    '{field}：身分証がない場合は性別を選んでください',
  ],
  tvCardIssuer: [
    '{field}：航空公司或酒店集团代码无效',
    '{field}：航空公司或飯店集團代碼無效',
    '{field}: the airline or hotel group code is not valid.',
    '{field}：航空会社またはホテルグループのコードが正しくありません',
  ],
  tvCardNo: [
    '{field}：卡号只能包含4-30位字母和数字',
    '{field}：卡號只能包含4-30位字母和數字',
    '{field}: a card number is 4 to 30 letters and digits.',
    '{field}：カード番号は4〜30桁の英数字です',
  ],
  tvAirlineCardTwice: [
    '{field}：每家航空公司（{issuer}）只能保存一张常旅客卡',
    '{field}：每家航空公司（{issuer}）只能保存一張常旅客卡',
    '{field}: one frequent-flyer card per airline ({issuer}).',
    '{field}：マイレージカードは航空会社（{issuer}）ごとに1枚です',
  ],
  tvHotelCardTwice: [
    '{field}：每个酒店集团（{issuer}）只能保存一张会员卡',
    '{field}：每個飯店集團（{issuer}）只能保存一張會員卡',
    '{field}: one membership card per hotel group ({issuer}).',
    '{field}：会員カードはホテルグループ（{issuer}）ごとに1枚です',
  ],
  tvTravellerUnknown: ['常旅客不存在', '常旅客不存在', 'This frequent traveller does not exist.', 'よく使う搭乗者が見つかりません'],
  tvContactName: ['{field}：请填写联系人姓名', '{field}：請填寫聯絡人姓名', '{field}: enter the contact’s name.', '{field}：連絡先の氏名を入力してください'],
  tvContactPhoneTaken: [
    '{field}：手机号码 {phone} 已是您的联系人，不能重复添加',
    '{field}：手機號碼 {phone} 已是您的聯絡人，不能重複新增',
    '{field}: {phone} is already one of your contacts; phone numbers cannot repeat.',
    '{field}：{phone} はすでに連絡先に登録されています。電話番号は重複できません',
  ],
  tvContactUnknown: ['联系人不存在', '聯絡人不存在', 'This contact does not exist.', '連絡先が見つかりません'],
} satisfies Record<string, Row>

export type TravellerTextKey = keyof typeof ROWS

const texts = defineTexts(ROWS)
export const { text: tvText, invalid } = texts
export const notFound = (key: 'tvTravellerUnknown' | 'tvContactUnknown') => texts.error(ErrorCode.NotFound, key)
export const taken = (key: TravellerTextKey, params?: MessageParams) => texts.error(ErrorCode.AlreadyExists, key, params)
