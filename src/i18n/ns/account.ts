// The account texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/account.json'
import zhTW from '../locales/zh-TW/account.json'
import en from '../locales/en/account.json'
import ja from '../locales/ja/account.json'

registerNamespace('account', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
