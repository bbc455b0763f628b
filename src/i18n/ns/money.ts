// The money texts (wallet, beans, vouchers, prepayment) in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/money.json'
import zhTW from '../locales/zh-TW/money.json'
import en from '../locales/en/money.json'
import ja from '../locales/ja/money.json'

registerNamespace('money', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
