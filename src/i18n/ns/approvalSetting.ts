// The approval-settings texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/approvalSetting.json'
import zhTW from '../locales/zh-TW/approvalSetting.json'
import en from '../locales/en/approvalSetting.json'
import ja from '../locales/ja/approvalSetting.json'

registerNamespace('approvalSetting', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
