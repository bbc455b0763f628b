// The order-form texts of the kit (travellers, contacts, company fields, pickers) in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/booking.json'
import zhTW from '../locales/zh-TW/booking.json'
import en from '../locales/en/booking.json'
import ja from '../locales/ja/booking.json'

registerNamespace('booking', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
