import { CAR_PICKUP_DELAYS_MINUTES, HOTEL_PRICE_BANDS_CNY, HOTEL_STAR_LEVELS, isInvoluntaryDelay, mayWaitForRoom, needsEarlyMorningOption } from '@/domain'

describe('docs/constants.md rules', () => {
  it.each([
    ['00:00', true],
    ['05:59', true],
    ['06:00', false],
    ['22:30', false],
    ['', false],
    ['bad', false],
  ])('needsEarlyMorningOption(%p) = %p', (time, expected) => {
    expect(needsEarlyMorningOption(time)).toBe(expected)
  })

  it.each([
    ['09:00', true],
    ['13:59', true],
    ['14:00', false],
    ['20:00', false],
    [null, false],
  ])('mayWaitForRoom(%p) = %p', (time, expected) => {
    expect(mayWaitForRoom(time)).toBe(expected)
  })

  it.each([
    [30, false],
    [31, true],
    [0, false],
    [Number.NaN, false],
  ])('isInvoluntaryDelay(%p) = %p', (minutes, expected) => {
    expect(isInvoluntaryDelay(minutes)).toBe(expected)
  })

  it('lists', () => {
    expect(HOTEL_PRICE_BANDS_CNY).toEqual([150, 300, 450, 600, 1000, 1300, 1800])
    expect(HOTEL_STAR_LEVELS).toEqual([2, 3, 4, 5])
    expect(CAR_PICKUP_DELAYS_MINUTES).toEqual([10, 20, 30, 40, 50, 60])
  })
})
