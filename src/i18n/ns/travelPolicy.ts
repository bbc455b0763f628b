// The travel-standard and reason-code texts (ranks, product standards, reason codes) in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/travelPolicy.json'
import zhTW from '../locales/zh-TW/travelPolicy.json'
import en from '../locales/en/travelPolicy.json'
import ja from '../locales/ja/travelPolicy.json'

registerNamespace('travelPolicy', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
