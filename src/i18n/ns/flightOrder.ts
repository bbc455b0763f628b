// The flightOrder texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/flightOrder.json'
import zhTW from '../locales/zh-TW/flightOrder.json'
import en from '../locales/en/flightOrder.json'
import ja from '../locales/ja/flightOrder.json'

registerNamespace('flightOrder', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
