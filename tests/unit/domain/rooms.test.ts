import { checkRooms, messages } from '@/domain'

const err = (key: string, params?: Record<string, number>) => (params ? { ok: false, severity: 'error', key, params } : { ok: false, severity: 'error', key })
const at = (index: number, key: string, params: Record<string, number>) => ({ ...err(key, params), index })

const zhang = { name: '张三' }
const li = { name: '李四' }
const wang = { name: '王五' }

describe('checkRooms', () => {
  it.each([
    [[{ guests: [zhang], mainGuestIndex: 0 }], {}, { ok: true }],
    [[{ guests: [zhang, li], mainGuestIndex: 1, childAges: [0, 17] }], {}, { ok: true }],
    [
      [
        { guests: [zhang], mainGuestIndex: 0 },
        { guests: [li], mainGuestIndex: 0, childAges: [5] },
      ],
      {},
      { ok: true },
    ],
    [[], {}, err(messages.room.required)],
    [[{ guests: [], mainGuestIndex: null }], {}, at(0, messages.room.guestRequired, { room: 1 })],
    [[{ guests: [{ name: '  ' }], mainGuestIndex: 0 }], {}, at(0, messages.room.guestRequired, { room: 1 })],
    [[{ guests: [zhang] }], {}, at(0, messages.room.mainGuestRequired, { room: 1 })],
    [[{ guests: [zhang], mainGuestIndex: 1 }], {}, at(0, messages.room.mainGuestRequired, { room: 1 })],
    [[{ guests: [zhang, { name: '' }], mainGuestIndex: 1 }], {}, at(0, messages.room.mainGuestRequired, { room: 1 })],
    [
      [
        { guests: [zhang], mainGuestIndex: 0 },
        { guests: [li, wang, zhang], mainGuestIndex: 0 },
      ],
      {},
      at(1, messages.room.tooManyAdults, { room: 2, max: 2 }),
    ],
    [[{ guests: [li, wang, zhang], mainGuestIndex: 0 }], { maxAdults: 3 }, { ok: true }],
    [[{ guests: [zhang], mainGuestIndex: 0, childAges: [3, 4, 5] }], {}, at(0, messages.room.tooManyChildren, { room: 1, max: 2 })],
    [[{ guests: [zhang], mainGuestIndex: 0, childAges: [3, null] }], {}, at(0, messages.room.childAgeRequired, { room: 1, child: 2 })],
    [[{ guests: [zhang], mainGuestIndex: 0, childAges: [undefined] }], {}, at(0, messages.room.childAgeRequired, { room: 1, child: 1 })],
    [[{ guests: [zhang], mainGuestIndex: 0, childAges: [18] }], {}, at(0, messages.room.childAgeRequired, { room: 1, child: 1 })],
    [[{ guests: [zhang], mainGuestIndex: 0, childAges: [-1] }], {}, at(0, messages.room.childAgeRequired, { room: 1, child: 1 })],
    [[{ guests: [zhang], mainGuestIndex: 0, childAges: [2.5] }], {}, at(0, messages.room.childAgeRequired, { room: 1, child: 1 })],
  ])('%#', (rooms, limits, expected) => {
    expect(checkRooms(rooms, limits)).toEqual(expected)
  })
})
