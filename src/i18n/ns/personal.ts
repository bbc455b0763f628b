// The personal centre texts (notifications, phone, bindings, emergency alarm) in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/personal.json'
import zhTW from '../locales/zh-TW/personal.json'
import en from '../locales/en/personal.json'
import ja from '../locales/ja/personal.json'

registerNamespace('personal', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
