// The booking form's e-mail field says what the rule says (required when the company mails the
// order, optional otherwise), and the flight search date shows the weekday next to 明天.
import TestUtils from '@tarojs/test-utils-react'
import ContactCard from '@/features/flight/booking/contact-card'
import { searchDateText } from '@/features/flight/search-params'
import { useTestLanguage } from './i18n'
import { flush } from './form-helpers'

const draft = { contacts: [{ name: '张伟', mobileCountryCode: '86', mobile: '13800000001', email: '' }], showAll: false, setContacts: () => undefined } as never

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
    await mounted.mount(
      () => <ContactCard draft={draft} issues={[]} emailRequired={required} countryCodes={async () => []} touched={new Set()} onTouch={() => undefined} />,
      {},
    )
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
