// The help centre, service robot and feedback texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/support.json'
import zhTW from '../locales/zh-TW/support.json'
import en from '../locales/en/support.json'
import ja from '../locales/ja/support.json'

registerNamespace('support', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
