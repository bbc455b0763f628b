// The car place sheet offers the current place (the platform's position, then the server's
// nearest place), the rider's home and office ("set" turns the next search pick into one), then
// the places of the rider's booked trips on the ride's day (asked of the server for the city and
// day) above the places last picked; picking one hands it back. A denied position or no place
// nearby says so and the sheet loses nothing.
import TestUtils from '@tarojs/test-utils-react'
import type { CarPlace } from '@api/car'
import PlaceSheet from '@/features/car/components/place-sheet'
import { byTestId, flush, tap } from './form-helpers'

const mockTrips = jest.fn()
const mockSaved = jest.fn()
const mockSetSaved = jest.fn()
const mockSearch = jest.fn()
const mockPlaceAt = jest.fn()
const mockPosition = jest.fn()
jest.mock('@/features/car/api', () => ({
  tripPlaces: (city: string, day: string) => mockTrips(city, day),
  searchPlaces: (city: string, keyword: string, kind?: string) => mockSearch(city, keyword, kind),
  savedPlaces: () => mockSaved(),
  setSavedPlace: (slot: string, id: string | null) => mockSetSaved(slot, id),
  placeAt: (lat: number, lon: number) => mockPlaceAt(lat, lon),
}))
jest.mock('@/platform/position', () => ({ currentPosition: () => mockPosition() }))

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
const OFFICE: CarPlace = { ...HOTEL, Id: 'BJS-O0', Kind: 'Office', Name: 'Beijing Trade Center' }
const MUSEUM: CarPlace = { ...HOTEL, Id: 'BJS-P8', Kind: 'Popular', Name: 'Beijing Museum' }
const SHANGHAI: CarPlace = { ...HOTEL, Id: 'SHA-P8', Kind: 'Popular', Name: 'Shanghai Museum', CityCode: 'SHA', CityName: 'Shanghai' }

describe('the car place sheet', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    for (const m of [mockTrips, mockSaved, mockSetSaved, mockSearch, mockPlaceAt, mockPosition]) m.mockReset()
  })
  beforeEach(() => {
    mockSaved.mockResolvedValue({ Home: null, Office: null })
    mockSearch.mockResolvedValue([])
    mockTrips.mockResolvedValue([])
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

  it('home and office first, then the trips; a saved place is picked, one in another city is not', async () => {
    mockSaved.mockResolvedValue({ Home: SHANGHAI, Office: OFFICE })
    mockTrips.mockResolvedValue([HOTEL])
    const picked = await mount()
    const order = Array.from(
      document.querySelectorAll('[data-testid="car-here"], [data-testid^="car-saved-"]:not([data-testid^="car-saved-set"]), [data-testid="car-trip-places"]'),
    )
    expect(order.map((e) => e.getAttribute('data-testid'))).toEqual(['car-here', 'car-saved-Home', 'car-saved-Office', 'car-trip-places'])
    expect(byTestId('car-saved-set-Office')!.textContent).toBe('Change')
    expect(byTestId('car-saved-Home')!.textContent).toContain('In Shanghai')
    await tap(byTestId('car-saved-Home')!.querySelector('[role="button"]'))
    expect(picked).toEqual([])
    await tap(byTestId('car-saved-Office')!.querySelector('[role="button"]'))
    expect(picked.map((p) => p.Id)).toEqual(['BJS-O0'])
  })

  it('"set" turns the next pick from the search into the home, and the sheet shows it', async () => {
    mockSearch.mockResolvedValue([MUSEUM])
    mockSetSaved.mockResolvedValue({ Home: MUSEUM, Office: null })
    const picked = await mount()
    expect(byTestId('car-saved-set-Home')!.textContent).toBe('Set')
    await tap(byTestId('car-saved-set-Home'))
    expect(byTestId('car-saving')!.getAttribute('data-slot')).toBe('Home')
    expect(byTestId('car-shortcuts')).toBeNull()
    await tap(byTestId('car-kind-Office'))
    await flush()
    await tap(document.querySelector('[data-testid="car-place"][data-place="BJS-P8"]'))
    await flush()
    expect(mockSetSaved).toHaveBeenCalledWith('Home', 'BJS-P8')
    expect(picked).toEqual([]) // saving picks no end of the ride
    expect(byTestId('car-saving')).toBeNull()
    await flush(300)
    expect(byTestId('car-kind-Office')!.getAttribute('aria-checked')).toBe('false')
    expect(byTestId('car-saved-Home')!.getAttribute('data-place')).toBe('BJS-P8')
  })

  it('the current place: the nearest place is picked', async () => {
    mockPosition.mockResolvedValue({ lat: 39.91, lon: 116.46 })
    mockPlaceAt.mockResolvedValue({ Place: OFFICE })
    const picked = await mount()
    await tap(byTestId('car-here'))
    await flush()
    expect(mockPlaceAt).toHaveBeenCalledWith(39.91, 116.46)
    expect(picked.map((p) => p.Id)).toEqual(['BJS-O0'])
  })

  it.each([
    ['a denied permission', { failed: 'denied' }, null, 'denied', 'Location is not allowed'],
    ['no place nearby', { lat: 10, lon: 10 }, { Place: null }, 'noneNear', 'No place we serve is near you'],
    ['a place in another city', { lat: 31.2, lon: 121.4 }, { Place: SHANGHAI }, 'elsewhere', 'You are in Shanghai'],
  ])('the current place with %s says so and loses nothing', async (_what, pos, near, status, says) => {
    mockPosition.mockResolvedValue(pos)
    mockPlaceAt.mockResolvedValue(near)
    mockSaved.mockResolvedValue({ Home: MUSEUM, Office: null })
    const picked = await mount()
    await tap(byTestId('car-here'))
    await flush()
    expect(byTestId('car-here')!.getAttribute('data-status')).toBe(status)
    expect(byTestId('car-here-note')!.textContent).toContain(says)
    expect(picked).toEqual([])
    expect(mockPlaceAt).toHaveBeenCalledTimes(near ? 1 : 0)
    expect(byTestId('car-saved-Home')!.getAttribute('data-place')).toBe('BJS-P8')
    expect(byTestId('car-place-sheet-to')).not.toBeNull()
  })
})
