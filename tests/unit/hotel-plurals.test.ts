import i18n from '@/i18n'
import '@/features/hotel/texts'

describe('hotel counts in English use plural forms, not "(s)"', () => {
  const en = (key: string, count: number) => i18n.t(key, { count, lng: 'en' })
  it.each([
    ['hotel:search.nights', 1, '1 night'],
    ['hotel:search.nights', 2, '2 nights'],
    ['hotel:calendar.nights', 3, '3 nights'],
    ['hotel:occupancy.roomsText', 1, '1 room'],
    ['hotel:occupancy.adultsText', 2, '2 adults'],
    ['hotel:occupancy.childrenText', 1, '1 child'],
    ['hotel:occupancy.childrenText', 2, '2 children'],
  ])('%s (%i)', (key, count, text) => {
    expect(en(key, count)).toBe(text)
  })
  it('keeps one form in Chinese and Japanese', () => {
    expect(i18n.t('hotel:search.nights', { count: 2, lng: 'zh-CN' })).toBe('共2晚')
    expect(i18n.t('hotel:occupancy.roomsText', { count: 1, lng: 'ja' })).toMatch(/^1/)
  })
})

describe('hotel words follow the glossary', () => {
  it('says "out of policy" (docs/glossary.md: Out of Policy), never "over standard", in English', () => {
    const en = JSON.stringify(require('../../src/features/hotel/locales/en.json'))
    expect(en).not.toMatch(/over[- ]standard/i)
    expect(i18n.t('hotel:reason.title', { lng: 'en' })).toBe('Why out of policy')
  })
})
