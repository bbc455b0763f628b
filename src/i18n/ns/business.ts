// Company administration texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/business.json'
import zhTW from '../locales/zh-TW/business.json'
import en from '../locales/en/business.json'
import ja from '../locales/ja/business.json'

registerNamespace('business', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
