import { arrivalTimes, checkGuarantee, checkMemberCard, checkRooms, guestMobile, guestName, type GuestDraft } from '@/domain/hotel-booking'

const g = (over: Partial<GuestDraft>): GuestDraft => ({
  key: 'k',
  personId: null,
  frequentTravelerId: null,
  chName: '',
  lastName: '',
  firstName: '',
  mobileCountryCode: '86',
  mobile: '',
  ...over,
})

describe('hotel booking rules', () => {
  it.each([
    ['one guest per room', [{ guests: [g({ chName: '张三', personId: 1 })] }], { maxOccupancy: 2, children: 0, international: false }, []],
    [
      'an empty room',
      [{ guests: [g({ chName: '张三', personId: 1 })] }, { guests: [] }],
      { maxOccupancy: 2, children: 0, international: false },
      ['hotel:booking.guestRequired'],
    ],
    [
      'a child fills the room',
      [{ guests: [g({ chName: '张三', personId: 1 }), g({ chName: '李四', personId: 2 })] }],
      { maxOccupancy: 2, children: 1, international: false },
      ['hotel:booking.roomFull'],
    ],
    [
      'the same person twice',
      [{ guests: [g({ chName: '张三', personId: 1 })] }, { guests: [g({ chName: '张三', personId: 1 })] }],
      { maxOccupancy: 2, children: 0, international: false },
      ['hotel:booking.guestTwice'],
    ],
    [
      'English names abroad',
      [{ guests: [g({ chName: '张三', personId: 1 })] }],
      { maxOccupancy: 2, children: 0, international: true },
      ['hotel:booking.englishName'],
    ],
    [
      'English names given',
      [{ guests: [g({ chName: '张三', lastName: 'ZHANG', firstName: 'SAN' })] }],
      { maxOccupancy: 2, children: 0, international: true },
      [],
    ],
    ['a nameless typed guest', [{ guests: [g({})] }], { maxOccupancy: 2, children: 0, international: false }, ['hotel:booking.nameRequired']],
  ])('%s', (_n, rooms, opts, keys) => {
    expect(checkRooms(rooms, opts).map((i) => i.key)).toEqual(keys)
  })

  it('never submits a phone number masked for privacy: the server uses the stored one', () => {
    expect(guestMobile(g({ personId: 7, mobile: '138****0001' }))).toEqual({})
    expect(guestMobile(g({ frequentTravelerId: 3, mobile: '139****1234' }))).toEqual({})
    expect(guestMobile(g({ personId: 7, mobile: ' 13800000001 ' }))).toEqual({ MobileCountryCode: '86', Mobile: '13800000001' })
    expect(guestMobile(g({ mobile: '13900001111' }))).toEqual({ MobileCountryCode: '86', Mobile: '13900001111' })
  })

  it('checks the guarantee card against the check-in month', () => {
    expect(checkGuarantee({ cardNo: '4111 1111 1111 1111', expiry: '1228', holder: 'ZHANG SAN' }, '2026-11-26')).toEqual([])
    expect(checkGuarantee({ cardNo: '4111 1111 1111 1112', expiry: '1028', holder: '' }, '2026-11-26').map((i) => i.field)).toEqual([
      'guarantee.cardNo',
      'guarantee.holder',
    ])
    expect(checkGuarantee({ cardNo: '4111111111111111', expiry: '1026', holder: 'A' }, '2026-11-26').map((i) => i.key)).toEqual(['validation:card.expired'])
  })

  it('accepts membership numbers of letters and digits', () => {
    expect(checkMemberCard('HW123456')).toEqual([])
    expect(checkMemberCard('12')).toHaveLength(1)
  })

  it('names guests as the hotel files them', () => {
    expect(guestName(g({ chName: '张三', lastName: 'ZHANG', firstName: 'SAN' }))).toBe('张三')
    expect(guestName(g({ chName: '张三', lastName: 'ZHANG', firstName: 'SAN' }), true)).toBe('ZHANG/SAN')
  })

  it('offers arrival times of the evening, or of the early morning', () => {
    expect(arrivalTimes(false)[0]).toBe('14:00')
    expect(arrivalTimes(true)).toEqual(['02:00', '04:00', '06:00'])
  })
})
