import { localMoney, nightly } from '@/features/hotel/components/labels'

describe('hotel money is shown as the server computed it', () => {
  it('keeps the fen of an average night, so it agrees with the warning and the total', () => {
    expect(nightly(82950)).toBe('¥829.50')
    expect(nightly(44050)).toBe('¥440.50')
    expect(nightly(83000)).toBe('¥830')
    expect(nightly(null)).toBe('')
  })

  it('shows a local price in its own minor units', () => {
    expect(localMoney(18050, 'USD')).toBe('US$180.50')
    expect(localMoney(18000, 'USD')).toBe('US$180')
    expect(localMoney(12800, 'JPY')).toBe('JP¥12,800')
  })
})
