// The international flight texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/intlFlight.json'
import zhTW from '../locales/zh-TW/intlFlight.json'
import en from '../locales/en/intlFlight.json'
import ja from '../locales/ja/intlFlight.json'

registerNamespace('intlFlight', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
