import { checkOneCardPerAirline, checkOneCardPerHotelGroup, checkUniqueContactPhones, checkUniqueGuestIds, findDuplicate, messages } from '@/domain'

const dup = (key: string, params: Record<string, string>, firstIndex: number, index: number) => ({
  ok: false,
  severity: 'error',
  key,
  params,
  firstIndex,
  index,
})

describe('findDuplicate', () => {
  it.each([
    [['a', 'b', 'c'], null],
    [['a', 'b', 'a'], { firstIndex: 0, index: 2, value: 'a' }],
    [['a', 'b', 'b', 'a'], { firstIndex: 1, index: 2, value: 'b' }],
    [['', '', 'x'], null], // blanks are a "required" problem, not duplicates
    [[], null],
  ])('%p', (items, expected) => {
    expect(findDuplicate(items, (s) => s)).toEqual(expected)
  })
})

describe('checkUniqueContactPhones', () => {
  it.each([
    [[{ phone: '13800138000' }, { phone: '13900139000' }], { ok: true }],
    [[{ phone: '13800138000' }, { phone: '13800138000', countryCode: '+852' }], { ok: true }],
    [[{ phone: '13800138000' }, { phone: '' }, { phone: '' }], { ok: true }],
    [[{ phone: '13800138000' }, { phone: '13900139000' }, { phone: '13800138000' }], dup(messages.contact.duplicatePhone, { phone: '13800138000' }, 0, 2)],
    [[{ phone: '13800138000', countryCode: '+86' }, { phone: ' 138 0013 8000 ' }], dup(messages.contact.duplicatePhone, { phone: '138 0013 8000' }, 0, 1)],
    [
      [
        { phone: '91234567', countryCode: '852' },
        { phone: '91234567', countryCode: '+852' },
      ],
      dup(messages.contact.duplicatePhone, { phone: '91234567' }, 0, 1),
    ],
  ])('%#', (contacts, expected) => {
    expect(checkUniqueContactPhones(contacts)).toEqual(expected)
  })
})

describe('checkUniqueGuestIds', () => {
  it.each([
    [
      [
        { name: '张三', idNumber: '11010519491231002X' },
        { name: '李四', idNumber: '440304199001011233' },
      ],
      { ok: true },
    ],
    [
      [
        { name: '张三', idNumber: '11010519491231002X' },
        { name: '李四', idNumber: '11010519491231002x' },
      ],
      dup(messages.guest.duplicateId, { name: '李四' }, 0, 1),
    ],
    [
      [
        { name: 'ZHANG/SAN', idNumber: 'E12345678', idType: 'passport' },
        { name: 'LI/SI', idNumber: 'E12345678', idType: 'hkMacauPermit' },
      ],
      { ok: true },
    ],
    [
      [
        { name: '张三', idNumber: null },
        { name: '李四', idNumber: null },
      ],
      { ok: true },
    ],
  ])('%#', (guests, expected) => {
    expect(checkUniqueGuestIds(guests)).toEqual(expected)
  })
})

describe('one card per airline / hotel group', () => {
  it.each([
    [[{ airlineCode: 'CA' }, { airlineCode: 'MU' }], { ok: true }],
    [
      [{ airlineCode: 'CA', airlineName: '中国国际航空' }, { airlineCode: 'MU' }, { airlineCode: 'ca', airlineName: '中国国际航空' }],
      dup(messages.frequentFlyer.duplicateAirline, { airline: '中国国际航空' }, 0, 2),
    ],
    [[{ airlineCode: 'CZ' }, { airlineCode: 'CZ' }], dup(messages.frequentFlyer.duplicateAirline, { airline: 'CZ' }, 0, 1)],
  ])('airlines %#', (cards, expected) => {
    expect(checkOneCardPerAirline(cards)).toEqual(expected)
  })

  it.each([
    [[{ hotelGroupCode: 'MARRIOTT' }, { hotelGroupCode: 'HILTON' }], { ok: true }],
    [
      [
        { hotelGroupCode: 'IHG', hotelGroupName: '洲际酒店集团' },
        { hotelGroupCode: 'IHG', hotelGroupName: '洲际酒店集团' },
      ],
      dup(messages.membership.duplicateHotelGroup, { hotelGroup: '洲际酒店集团' }, 0, 1),
    ],
  ])('hotel groups %#', (cards, expected) => {
    expect(checkOneCardPerHotelGroup(cards)).toEqual(expected)
  })
})
