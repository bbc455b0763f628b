// The traveller texts (frequent travellers and contacts) in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/traveller.json'
import zhTW from '../locales/zh-TW/traveller.json'
import en from '../locales/en/traveller.json'
import ja from '../locales/ja/traveller.json'

registerNamespace('traveller', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
