// The car place sheet offers the places of the rider's booked trips on the ride's day (asked of
// the server for the city and day) above the places last picked; picking one hands it back.
import TestUtils from '@tarojs/test-utils-react'
import type { CarPlace } from '@api/car'
import PlaceSheet from '@/features/car/components/place-sheet'
import { byTestId, flush, tap } from './form-helpers'

const mockTrips = jest.fn()
jest.mock('@/features/car/api', () => ({
  tripPlaces: (city: string, day: string) => mockTrips(city, day),
  searchPlaces: () => Promise.resolve([]),
}))

const HOTEL: CarPlace = {
  Id: 'BJS-H-7',
  Kind: 'Hotel',
  Name: 'Hilton Beijing',
  Address: 'Central District',
  CityCode: 'BJS',
  CityName: 'Beijing',
  Lat: 39.9,
  Lon: 116.4,
}
const AIRPORT: CarPlace = { ...HOTEL, Id: 'BJS-A-PEK', Kind: 'Airport', Name: 'Capital Airport' }

describe('the car place sheet', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    mockTrips.mockReset()
  })
  async function mount() {
    const picked: CarPlace[] = []
    mounted = new TestUtils()
    await mounted.mount(() => <PlaceSheet open side="to" cityCode="BJS" day="2026-12-01" onPick={(p) => picked.push(p)} onClose={() => undefined} />, {})
    await flush()
    return picked
  }

  it("shows the trips' places of the day and picks one", async () => {
    mockTrips.mockResolvedValue([HOTEL, AIRPORT])
    const picked = await mount()
    expect(mockTrips).toHaveBeenCalledWith('BJS', '2026-12-01')
    const section = byTestId('car-trip-places')!
    expect(section).not.toBeNull()
    const rows = Array.from(section.querySelectorAll('[data-testid="car-place"]')).map((r) => r.getAttribute('data-place'))
    expect(rows).toEqual(['BJS-H-7', 'BJS-A-PEK'])
    expect(byTestId('car-place-hint')).toBeNull()
    await tap(section.querySelector('[data-place="BJS-A-PEK"]'))
    expect(picked.map((p) => p.Id)).toEqual(['BJS-A-PEK'])
  })

  it('without trips it shows no section, only the hint', async () => {
    mockTrips.mockResolvedValue([])
    await mount()
    expect(byTestId('car-trip-places')).toBeNull()
    expect(byTestId('car-place-hint')).not.toBeNull()
  })
})
