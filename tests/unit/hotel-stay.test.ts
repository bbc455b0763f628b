import { checkStay, defaultStay, nightsOf, normaliseOccupancy, normaliseStay, priceBands, type StayLimits } from '@/domain/hotel-stay'

const day: StayLimits = { today: '2026-11-25', earlyMorningWindow: false, maxBookDays: 365 }
const night: StayLimits = { ...day, earlyMorningWindow: true }

describe('hotel stay', () => {
  it('counts nights between the dates', () => {
    expect(nightsOf('2026-11-25', '2026-11-26')).toBe(1)
    expect(nightsOf('2026-12-30', '2027-01-02')).toBe(3)
    expect(nightsOf('2026-11-26', '2026-11-26')).toBe(0)
  })

  it('starts tonight, or last night in the early-morning window', () => {
    expect(defaultStay(day)).toEqual({ checkIn: '2026-11-25', checkOut: '2026-11-26', earlyMorning: false })
    expect(defaultStay(night)).toEqual({ checkIn: '2026-11-24', checkOut: '2026-11-25', earlyMorning: true })
  })

  it.each([
    ['tonight', { checkIn: '2026-11-25', checkOut: '2026-11-26', earlyMorning: false }, day, null],
    ['yesterday by day', { checkIn: '2026-11-24', checkOut: '2026-11-25', earlyMorning: false }, day, 'hotel:stay.checkInPast'],
    ['yesterday early morning', { checkIn: '2026-11-24', checkOut: '2026-11-25', earlyMorning: true }, night, null],
    ['yesterday in the window without the option', { checkIn: '2026-11-24', checkOut: '2026-11-25', earlyMorning: false }, night, 'hotel:stay.checkInPast'],
    ['two days ago early morning', { checkIn: '2026-11-23', checkOut: '2026-11-25', earlyMorning: true }, night, 'hotel:stay.checkInPast'],
    ['check-out on check-in day', { checkIn: '2026-11-26', checkOut: '2026-11-26', earlyMorning: false }, day, 'hotel:stay.checkOutOrder'],
    ['28 nights', { checkIn: '2026-11-26', checkOut: '2026-12-24', earlyMorning: false }, day, null],
    ['29 nights', { checkIn: '2026-11-26', checkOut: '2026-12-25', earlyMorning: false }, day, 'hotel:stay.tooManyNights'],
    ['beyond the booking window', { checkIn: '2027-11-26', checkOut: '2027-11-27', earlyMorning: false }, day, 'hotel:stay.tooFar'],
  ])('%s', (_name, stay, limits, key) => {
    expect(checkStay(stay, limits)?.key ?? null).toBe(key)
  })

  it('brings a remembered stay back into range, keeping its length', () => {
    expect(normaliseStay({ checkIn: '2026-11-20', checkOut: '2026-11-23', earlyMorning: false }, day)).toEqual({
      checkIn: '2026-11-25',
      checkOut: '2026-11-28',
      earlyMorning: false,
    })
    expect(normaliseStay({ checkIn: '2026-11-24', checkOut: '2026-11-25', earlyMorning: true }, day)).toEqual({
      checkIn: '2026-11-25',
      checkOut: '2026-11-26',
      earlyMorning: false,
    })
    expect(normaliseStay({ checkIn: '2026-12-01', checkOut: '2026-12-03', earlyMorning: false }, night)).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      earlyMorning: false,
    })
    expect(normaliseStay(null, night).earlyMorning).toBe(true)
    expect(normaliseStay({ checkIn: 'x', checkOut: 'y', earlyMorning: false }, day).checkIn).toBe('2026-11-25')
  })

  it('keeps occupancy within the limits', () => {
    expect(normaliseOccupancy({ rooms: 9, adults: 0, childAges: [3, 30, 5, 7] })).toEqual({ rooms: 5, adults: 1, childAges: [3, 5] })
    expect(normaliseOccupancy(null)).toEqual({ rooms: 1, adults: 1, childAges: [] })
  })

  it('turns the band edges into fen ranges, the last one open', () => {
    expect(priceBands([0, 150, 300])).toEqual([
      { min: 0, max: 15000 },
      { min: 15000, max: 30000 },
      { min: 30000, max: null },
    ])
  })
})
