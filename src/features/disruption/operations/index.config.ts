import zhCN from '../locales/zh-CN.json'

// The default language's title until the Page frame sets the user's.
export default definePageConfig({ navigationBarTitleText: zhCN.console.title })
