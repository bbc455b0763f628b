// The booking form's e-mail field says what the rule says (required when the company mails the
// order, optional otherwise), and the flight search date shows the weekday next to 明天.
import TestUtils from '@tarojs/test-utils-react'
import { useTranslation } from 'react-i18next'
import { ContactSection } from '@/components/booking/sections'
import { product } from '@/features/flight/booking/parts'
import { searchDateText } from '@/features/flight/search-params'
import { useTestLanguage } from './i18n'
import { flush } from './form-helpers'

const draft = { contacts: [{ name: '张伟', mobileCountryCode: '86', mobile: '13800000001', email: '' }], showAll: false, setContacts: () => undefined }

/** The flight booking page's contacts, as the booking frame lays them out. */
function Contacts({ emailRequired }: { emailRequired: boolean }) {
  const { t } = useTranslation()
  return (
    <ContactSection
      page={{ draft, t, product: { ...product, countryCodes: async () => [] }, emailRequired, shown: () => undefined, message: () => undefined } as never}
      max={3}
    />
  )
}

describe('contact e-mail', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  it.each([
    [true, '请输入邮箱'],
    [false, '选填'],
  ])('required %s: placeholder %s', async (required, placeholder) => {
    useTestLanguage('zh-CN')
    mounted = new TestUtils()
    await mounted.mount(() => <Contacts emailRequired={required} />, {})
    await flush()
    const row = document.querySelector('[data-testid="bk-contact-0-email"]')!
    expect(row.outerHTML).toContain(`placeholder="${placeholder}"`)
  })
})

describe('search date', () => {
  it.each([
    ['zh-CN', '2026-11-28', '11-28 周六 明天'],
    ['zh-CN', '2026-12-03', '12-03 周四'],
    ['en', '2026-11-27', 'Fri, Nov 27 Today'],
  ] as const)('%s %s', (lang, d, text) => {
    expect(searchDateText(d, lang, '2026-11-27')).toBe(text)
  })
})
