// The disruption assistant's texts in four languages, kept in this folder and registered under the
// namespace the product declares (product.ts `texts`) when a screen of it loads.
import { registerTexts } from '@/i18n/register'
import product from './product'
import zhCN from './locales/zh-CN.json'
import zhTW from './locales/zh-TW.json'
import en from './locales/en.json'
import ja from './locales/ja.json'

registerTexts(product, { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja })
