// Component tests render real texts: the app's i18n instance in the language a test asks for.
import i18n from '@/i18n'

export function useTestLanguage(lang: 'zh-CN' | 'zh-TW' | 'en' | 'ja') {
  void i18n.changeLanguage(lang)
}
