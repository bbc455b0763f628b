/** Trip applications (docs/product.md), in subpackage features/travel-apply. */
import { homeTile, product } from '@/core/product'

export default product({
  pkg: 'features/travel-apply',
  namespaces: ['travelApply'],
  routes: {
    travelApplyBook: { page: 'book/index', url: '/travelApply/bookDetails' },
    travelApplyDetails: { page: 'details/index', url: '/travelApply/orderDetails' },
    authOrderList: { page: 'auth-list/index', url: '/personal/authOrderList' },
    authOrderDetails: { page: 'auth-details/index', url: '/personal/authOrderDetails' },
  },
  home: homeTile({ tile: 'travelApply', module: 'travelApply', route: 'travelApplyBook', needs: 'BusinessPermission.TripApplicationForm', rank: 90 }),
  mine: [{ label: 'shell:mine.applications', route: 'authOrderList', power: 'MyPermission.AuthorizationCodeOrders' }],
})
