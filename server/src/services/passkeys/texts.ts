/** Texts of passkeys and SOTER sign-in in the four interface languages ([zh-CN, zh-TW, en, ja]). */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, rows } from '../../lib/texts'

const ROWS = rows({
  passkeyChallengeInvalid: [
    '验证已过期或已使用，请重试',
    '驗證已過期或已使用，請重試',
    'This check has expired or was already used. Please try again.',
    'この確認は期限切れか使用済みです。もう一度お試しください',
  ],
  passkeyRefused: [
    '设备验证未通过，请重试或使用密码登录',
    '裝置驗證未通過，請重試或使用密碼登入',
    'The device check failed. Try again or sign in with your password.',
    'デバイスの確認に失敗しました。もう一度試すか、パスワードでログインしてください',
  ],
  passkeyUnknown: [
    '该设备未绑定或已被移除，请使用密码登录',
    '該裝置未綁定或已被移除，請使用密碼登入',
    'This device is not enrolled or was removed. Please sign in with your password.',
    'このデバイスは登録されていないか削除されています。パスワードでログインしてください',
  ],
  passkeyTaken: ['该设备已绑定', '該裝置已綁定', 'This device is already enrolled.', 'このデバイスは登録済みです'],
  passkeyNotFound: ['设备不存在', '裝置不存在', 'This device does not exist.', 'このデバイスは存在しません'],
})

const { error } = defineTexts(ROWS)

export const refused = {
  /** Unknown, expired, used, or another session's challenge. */
  challenge: () => error(ErrorCode.CodeInvalid, 'passkeyChallengeInvalid'),
  /** The device's answer does not verify: signature, origin, RP, user verification or counter. */
  answer: () => error(ErrorCode.WrongCredentials, 'passkeyRefused'),
  /** No enrolled device has this credential (never enrolled, or removed). */
  unknown: () => error(ErrorCode.WrongCredentials, 'passkeyUnknown'),
  taken: () => error(ErrorCode.AlreadyExists, 'passkeyTaken'),
  notFound: () => error(ErrorCode.NotFound, 'passkeyNotFound'),
}
