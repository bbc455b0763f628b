// The invoice texts (invoices, headers, shipping addresses) in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/invoice.json'
import zhTW from '../locales/zh-TW/invoice.json'
import en from '../locales/en/invoice.json'
import ja from '../locales/ja/invoice.json'

registerNamespace('invoice', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
