/**
 * Cars (docs/car.md), in subpackage features/car: the car home with its five services (ride now,
 * reserved ride, airport and train-station pick-up, taxi), places from the server's search, the
 * quotes per class with the rider's car standard, booking on the booking engine, the cashier, and
 * the ride live on its order page (driver, states, fare lines, cancellation fee, rating).
 */
import { bookingProduct, bookingStorage } from '@/core/product'

export default bookingProduct(
  'car',
  { base: '/car', kinds: ['Car'], without: ['Search', 'List'] },
  {
    routes: {
      carQuery: { page: 'query/index', url: '/car/query' },
    },
    home: {
      tile: 'car',
      route: 'carQuery',
      label: 'common:modules.car',
      icon: 'car',
      themeIcon: 'Car',
      // Any of the services: a rider who may only be picked up at the airport still has the tile.
      needs: [],
      needsAny: [
        'BusinessPermission.Car.Ride.Search',
        'BusinessPermission.Car.ReservedRide.Search',
        'BusinessPermission.Car.AirportPickUp.Search',
        'BusinessPermission.Car.TrainPickUp.Search',
      ],
      rank: 52,
    },
    approval: { field: 'CarOrder', show: 'journeys', lines: 'Journeys', testId: 'subject-car' },
    listed: { myOrders: { kind: 'Car', power: 'MyPermission.Orders.Car.Enable' } },
    mine: [{ label: 'shell:mine.carOrders', route: 'carOrderList', power: 'MyPermission.Orders.Car.Enable' }],
    // The places last picked for a ride (newest first); the quote and the class chosen for booking,
    // the booking form being filled in.
    storage: bookingStorage('car', 'carPlaces', { search: false }),
  },
)
