// Organisation and company administration texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/organisation.json'
import zhTW from '../locales/zh-TW/organisation.json'
import en from '../locales/en/organisation.json'
import ja from '../locales/ja/organisation.json'

registerNamespace('organisation', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
