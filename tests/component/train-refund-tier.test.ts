// A train refund line: the railway rounds the fee to the nearest ¥0.50, and the line says so
// rather than showing ¥606.50 × 5% = ¥30.50 as if it were the product.
import i18n from '@/i18n'
import { money } from '@/components/format'
import { refundTierText } from '@/features/train/components/labels'

const line = { HoursBefore: 30, Rate: 0.05, Price: 60650, Fee: 3050 }

describe('train refund line', () => {
  it.each([
    ['zh-CN', '¥606.50 × 5% = ¥30.33，按铁路规定取整为 ¥30.50'],
    ['zh-TW', '¥606.50 × 5% = ¥30.33，按鐵路規定取整為 ¥30.50'],
    ['en', '5% of ¥606.50 = ¥30.33, rounded to ¥30.50'],
    ['ja', '¥606.50 × 5% = ¥30.33、鉄道の規定により ¥30.50'],
  ])('%s shows the exact product and the railway rounding', (lng, text) => {
    expect(refundTierText(i18n.getFixedT(lng), line, money)).toContain(text)
  })

  it('shows a plain product when nothing is rounded', () => {
    const text = refundTierText(i18n.getFixedT('zh-CN'), { HoursBefore: 30, Rate: 0.05, Price: 60000, Fee: 3000 }, money)
    expect(text).toContain('¥600×5% = ¥30')
    expect(text).not.toContain('取整')
  })
})
