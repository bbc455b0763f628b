// The car tile is shown to whoever may search any one car service — a rider who may only be picked
// up at the airport or the station too — and to nobody without any.
import type { PowerKey } from '@api/index'
import { tileShown } from '@/core/product'
import { PRODUCTS } from '@/product-entries'

const CAR = ['Ride', 'ReservedRide', 'AirportPickUp', 'TrainPickUp'].map((s) => `BusinessPermission.Car.${s}.Search`)

describe('the car tile', () => {
  it.each([
    ['every car power', CAR, true],
    ['ride now only', [CAR[0]], true],
    ['airport pick-up only', [CAR[2]], true],
    ['train pick-up only', [CAR[3]], true],
    ['booking without searching', ['BusinessPermission.Car.AirportPickUp.Book'], false],
    ['no car power', ['BusinessPermission.Flight.Search'], false],
  ])('%s: shown %s', (_name, powers, shown) => {
    const can = (k: PowerKey) => (powers as string[]).includes(k)
    const tile = PRODUCTS.flatMap((p) => (p.home ? [p.home].flat() : [])).find((h) => h.tile === 'car')!
    expect(tileShown(tile, can)).toBe(shown)
  })
})
