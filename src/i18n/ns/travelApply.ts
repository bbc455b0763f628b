// The travelApply texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/travelApply.json'
import zhTW from '../locales/zh-TW/travelApply.json'
import en from '../locales/en/travelApply.json'
import ja from '../locales/ja/travelApply.json'

registerNamespace('travelApply', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
