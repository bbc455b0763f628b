/** Texts of the WeChat subscribe channel in the four interface languages ([zh-CN, zh-TW, en, ja]). */
import { defineTexts, rows } from '../../lib/texts'

export const { invalid: subscribeInvalid } = defineTexts(
  rows({
    wechatCodeInvalid: [
      '微信登录凭证无效，请重试',
      '微信登入憑證無效，請重試',
      'The WeChat sign-in code is not valid: please try again',
      'WeChat のログインコードが無効です。もう一度お試しください',
    ],
  }),
)
