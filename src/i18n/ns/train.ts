// The train texts in four languages, registered when a screen that uses them loads.
import { registerNamespace } from '../register'
import zhCN from '../locales/zh-CN/train.json'
import zhTW from '../locales/zh-TW/train.json'
import en from '../locales/en/train.json'
import ja from '../locales/ja/train.json'

registerNamespace('train', { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
