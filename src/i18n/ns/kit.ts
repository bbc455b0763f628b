// The texts of the kit's sheets and tags (reason sheet, pick sheet, policy tag) in four languages,
// registered by those components, so they load with the screens that use them and not with the
// main package.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/kit.json'
import zhTW from '../locales/zh-TW/kit.json'
import en from '../locales/en/kit.json'
import ja from '../locales/ja/kit.json'

registerNamespace('kit', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
