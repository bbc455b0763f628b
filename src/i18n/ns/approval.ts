// The approval texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/approval.json'
import zhTW from '../locales/zh-TW/approval.json'
import en from '../locales/en/approval.json'
import ja from '../locales/ja/approval.json'

registerNamespace('approval', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
