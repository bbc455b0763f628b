// Approval settings: each product's section is titled by the product's name in the user's
// language (never its code with the word approval after it); a product the app has no name for
// yet reads as another product.
import TestUtils from '@tarojs/test-utils-react'
import VettingRules from '@/features/approval-setting/components/vetting-rules'
import type { VettingRule } from '@api/approval'
import { useTestLanguage } from './i18n'
import { byTestId, flush } from './form-helpers'

let mounted: TestUtils | null = null
afterEach(() => {
  mounted?.unmout()
  mounted = null
})

const PRODUCTS = ['Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', 'Car', 'Bus', 'Dining', 'Cruise']
const rules: VettingRule[] = PRODUCTS.map((p) => ({ Product: p, Occasion: 'Booking', Mode: 'Always', Modes: ['Off', 'Always'] }))

async function titles(lang: 'zh-CN' | 'zh-TW' | 'en' | 'ja') {
  useTestLanguage(lang)
  const utils = new TestUtils()
  mounted = utils
  await utils.mount(() => <VettingRules rules={rules} editable={false} onChange={() => undefined} />, {})
  await flush()
  return PRODUCTS.map((p) => byTestId(`vetting-rules-${p}`)?.querySelector('.as-section__title')?.textContent)
}

describe('VettingRules titles', () => {
  it.each([
    ['zh-CN', ['国内机票审批', '国际机票审批', '国内酒店审批', '国际酒店审批', '火车票审批', '用车审批', '汽车票审批', '用餐审批', '其他产品（Cruise）审批']],
    ['zh-TW', ['國內機票審批', '國際機票審批', '國內飯店審批', '國際飯店審批', '火車票審批', '用車審批', '汽車票審批', '用餐審批', '其他產品（Cruise）審批']],
    [
      'ja',
      [
        '国内線航空券の承認',
        '国際線航空券の承認',
        '国内ホテルの承認',
        '海外ホテルの承認',
        '鉄道チケットの承認',
        '配車の承認',
        'バスチケットの承認',
        '食事の承認',
        'その他の商品（Cruise）の承認',
      ],
    ],
    [
      'en',
      [
        'Domestic flights approval',
        'International flights approval',
        'Domestic hotels approval',
        'International hotels approval',
        'Train tickets approval',
        'Rides approval',
        'Bus tickets approval',
        'Dining approval',
        'Approval for other products (Cruise)',
      ],
    ],
  ] as const)('%s: every product by its name', async (lang, expected) => {
    expect(await titles(lang)).toEqual(expected)
  })
})
