// The auth texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/auth.json'
import zhTW from '../locales/zh-TW/auth.json'
import en from '../locales/en/auth.json'
import ja from '../locales/ja/auth.json'

registerNamespace('auth', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
