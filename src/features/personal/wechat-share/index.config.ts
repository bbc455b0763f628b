import zhCN from '../../../i18n/locales/zh-CN/personal.json'

// The default language's title until the Page frame sets the user's.
export default definePageConfig({ navigationBarTitleText: zhCN.wechatShare.title })
