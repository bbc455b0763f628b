/** Followed flights of the trips tab (docs/product.md), in subpackage features/trip. */
import { product } from '@/core/product'

export default product({
  pkg: 'features/trip',
  namespaces: ['trip'],
  routes: {
    tripConcern: { page: 'concern/index', url: '/trip/concern/list' },
  },
})
