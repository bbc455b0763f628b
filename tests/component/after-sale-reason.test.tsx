// The reason of a ticket's refund or change as the product's settings ask for it
// (useAfterSaleReason): no field when the settings hide it, a required one stops the request and
// says so, a quick reason or one's own words go with the request, trimmed.
import { act } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import type { ReasonSettings } from '@api/settings'
import { useAfterSaleReason } from '@/components/after-sale/reason-field'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap, text, type } from './form-helpers'

type Reason = ReturnType<typeof useAfterSaleReason>

describe('useAfterSaleReason', () => {
  let mounted: TestUtils | null = null
  let why: Reason | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    why = null
  })
  async function mount(rule: Omit<ReasonSettings, 'IsDisplayOtherItem'>) {
    useTestLanguage('en')
    function Host() {
      why = useAfterSaleReason({ ...rule, IsDisplayOtherItem: true }, 'change-reason')
      return <>{why.field}</>
    }
    mounted = new TestUtils()
    await mounted.mount(Host, {})
    await flush()
  }
  const current = () => why as Reason

  it('shows no field and asks nothing when the settings hide the reason', async () => {
    await mount({ IsDisplay: false, IsRequired: true })
    expect(byTestId('change-reason')).toBeNull()
    expect(current().check()).toBe(false)
    expect(current().request()).toEqual({})
  })

  it('stops the request without a required reason and says so', async () => {
    await mount({ IsDisplay: true, IsRequired: true })
    expect(text()).not.toContain('Give a reason.')
    let stopped = false
    await act(async () => {
      stopped = current().check()
    })
    expect(stopped).toBe(true)
    expect(text()).toContain('Give a reason.')
  })

  it('sends a quick reason or one’s own words, trimmed', async () => {
    await mount({ IsDisplay: true, IsRequired: true })
    await tap(byTestId('change-reason-health'))
    expect(current().check()).toBe(false)
    expect(current().request()).toEqual({ Reason: 'Health' })
    await type('change-reason-text', '  Flight moved  ')
    expect(current().request()).toEqual({ Reason: 'Flight moved' })
  })

  it('lets an optional reason be left out', async () => {
    await mount({ IsDisplay: true, IsRequired: false })
    expect(byTestId('change-reason')).not.toBeNull()
    expect(current().check()).toBe(false)
    expect(current().request()).toEqual({})
  })
})
