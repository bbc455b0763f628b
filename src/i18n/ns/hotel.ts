// The hotel texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/hotel.json'
import zhTW from '../locales/zh-TW/hotel.json'
import en from '../locales/en/hotel.json'
import ja from '../locales/ja/hotel.json'

registerNamespace('hotel', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
