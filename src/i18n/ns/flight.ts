// The flight texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/flight.json'
import zhTW from '../locales/zh-TW/flight.json'
import en from '../locales/en/flight.json'
import ja from '../locales/ja/flight.json'

registerNamespace('flight', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
