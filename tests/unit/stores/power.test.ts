import { PowerStore, SELF_SCOPE } from '../../../src/stores/power'
import type { PowerKey } from '../../../types/api/power'

function power() {
  return {
    BusinessPermission: {
      Flight: { Search: true, Book: true },
      Hotel: { Search: true, Book: false },
      Train: { Search: 'true', Book: 1 },
      Car: { Ride: { Search: true, Book: true } },
      TripApplicationForm: true,
    },
    ManagePermission: { Enable: true, CompanyInfo: { RankManage: { Flight: true } } },
    MyPermission: { Wallet: { Enable: true, Recharge: true, Withdrawal: true }, Orders: { Flight: { FlightRefund: true } } },
    BookingScope: {
      Flight: { Kind: 'Departments', DepartmentIds: [3, 'x', 4], StaffIds: null },
      Hotel: { Kind: 'Everyone', DepartmentIds: [], StaffIds: [] },
    },
    ViewScope: { Train: { Kind: 'All', DepartmentIds: [], StaffIds: [] } },
    CustomerServiceQAPermission: {
      Demos: {
        Lark: { Enable: true, MenuName: 'Lark demo', Url: 'https://x.test/lark' },
        DingTalk: { Enable: false, MenuName: 'DT', Url: 'u' },
      },
    },
  }
}

describe('power store', () => {
  const p = new PowerStore()
  p.set(power())

  it.each([
    ['BusinessPermission.Flight.Book', true],
    ['BusinessPermission.Flight.Search', true],
    ['BusinessPermission.Hotel.Book', false],
    ['BusinessPermission.Train.Search', false],
    ['BusinessPermission.Train.Book', false],
    ['BusinessPermission.Car.Ride.Book', true],
    ['BusinessPermission.Car.ReservedRide.Book', false],
    ['BusinessPermission.TripApplicationForm', true],
    ['BusinessPermission.Bus.Book', false],
    ['ManagePermission.Enable', true],
    ['ManagePermission.CompanyInfo.RankManage.Flight', true],
    ['ManagePermission.CompanyInfo.RankManage.Hotel', false],
    ['MyPermission.Wallet.Recharge', true],
    ['MyPermission.Wallet.Withdrawal', false],
    ['MyPermission.Orders.Flight.FlightRefund', true],
    ['MyPermission.Orders.Flight.FlightChange', false],
    ['TripPermission.Enable', false],
  ] as [PowerKey, boolean][])('can(%s) = %s', (key, allowed) => {
    expect(p.can(key)).toBe(allowed)
  })

  it('canAny is true when one key allows', () => {
    expect(p.canAny('BusinessPermission.Hotel.Book', 'BusinessPermission.Flight.Book')).toBe(true)
    expect(p.canAny('BusinessPermission.Hotel.Book', 'TripPermission.Enable')).toBe(false)
  })

  it.each([null, undefined, 'x', [1]])('a missing power object (%j) denies everything', (raw) => {
    const q = new PowerStore()
    q.set(raw)
    expect(q.loaded).toBe(false)
    expect(q.can('BusinessPermission.Flight.Book')).toBe(false)
    expect(q.bookingScope('Flight')).toEqual(SELF_SCOPE)
    expect(q.demo('Lark')).toBeNull()
  })

  it.each([
    ['booking', 'Flight', { Kind: 'Departments', DepartmentIds: [3, 4], StaffIds: [] }],
    ['booking', 'Hotel', SELF_SCOPE],
    ['booking', 'Train', SELF_SCOPE],
    ['view', 'Train', { Kind: 'All', DepartmentIds: [], StaffIds: [] }],
    ['view', 'Flight', SELF_SCOPE],
  ] as const)('%s scope of %s', (kind, product, scope) => {
    expect(kind === 'booking' ? p.bookingScope(product) : p.viewScope(product)).toEqual(scope)
  })

  it('returns enabled demo entries only', () => {
    expect(p.demo('Lark')).toEqual({ Enable: true, MenuName: 'Lark demo', Url: 'https://x.test/lark' })
    expect(p.demo('DingTalk')).toBeNull()
    expect(p.demo('Flight')).toBeNull()
  })
})
