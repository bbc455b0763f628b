// The texts of office-automation sign-in and the company's office-system settings, in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/oa.json'
import zhTW from '../locales/zh-TW/oa.json'
import en from '../locales/en/oa.json'
import ja from '../locales/ja/oa.json'

registerNamespace('oa', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
