// The sso texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/sso.json'
import zhTW from '../locales/zh-TW/sso.json'
import en from '../locales/en/sso.json'
import ja from '../locales/ja/sso.json'

registerNamespace('sso', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
