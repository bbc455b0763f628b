/**
 * Trains (docs/trains.md), in subpackage features/train: stations and date, the trains of a day,
 * a train's stops and classes, booking with seat choice, the cashier, orders with refund and
 * change, ticket-grabbing for sold-out trains, and the 12306 account.
 */
import { bookingProduct, bookingStorage, homeTile, listedAs } from '@/core/product'

export default bookingProduct(
  'train',
  { base: '/train', kinds: ['Train'], urls: { OrderDetails: 'orderDetail' } },
  {
    routes: {
      trainDetails: { page: 'details/index', url: '/train/details' },
      trainGrab: { page: 'grab/index', url: '/train/grab' },
      trainChange: { page: 'change/index', url: '/train/change' },
      trainAccount: { page: 'account/index', url: '/train/account' },
    },
    home: homeTile({ tile: 'train', module: 'train', route: 'trainSearch', needs: 'BusinessPermission.Train.Search', rank: 50 }),
    timetable: { mode: 'rail', label: 'common:modules.train' },
    approval: { field: 'TrainOrder', show: 'journeys', lines: 'Journeys', testId: 'subject-train' },
    listed: listedAs('Train', 'train', 'trainrank', true),
    mine: [
      { label: 'shell:mine.trainOrders', route: 'trainOrderList', power: 'MyPermission.Orders.Train.Enable' },
      { label: 'shell:mine.train12306', route: 'trainAccount', power: 'MyPermission.TrainIdentityVerification' },
    ],
    bindings: [{ label: 'personal:bindings.train12306', route: 'trainAccount', power: 'MyPermission.TrainIdentityVerification', testId: 'binding-12306' }],
    // The last searched stations; the search (stations, date, high-speed only, student, travellers),
    // the train and class chosen for booking or grabbing, the booking form being filled in.
    storage: bookingStorage('train', 'trainCities'),
  },
)
