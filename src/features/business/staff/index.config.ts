import zhCN from '../../../i18n/locales/zh-CN/business.json'
import { barTitle } from '../../../platform/page-config'

// The default language's title until the Page frame sets the user's.
export default definePageConfig(barTitle(zhCN.staff.title))
