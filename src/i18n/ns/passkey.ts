// The passkey texts (fingerprint and face sign-in) in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/passkey.json'
import zhTW from '../locales/zh-TW/passkey.json'
import en from '../locales/en/passkey.json'
import ja from '../locales/ja/passkey.json'

registerNamespace('passkey', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
