// The trip texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/trip.json'
import zhTW from '../locales/zh-TW/trip.json'
import en from '../locales/en/trip.json'
import ja from '../locales/ja/trip.json'

registerNamespace('trip', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
