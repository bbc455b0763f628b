/** Trip applications (docs/product.md), in subpackage features/travel-apply. */
import { homeTile, pagesAt, product } from '@/core/product'

export default product({
  pkg: 'features/travel-apply',
  namespaces: ['travelApply'],
  routes: {
    ...pagesAt('/travelApply', { travelApplyBook: ['book', 'bookDetails'], travelApplyDetails: ['details', 'orderDetails'] }),
    ...pagesAt('/personal', { authOrderList: ['auth-list', 'authOrderList'], authOrderDetails: ['auth-details', 'authOrderDetails'] }),
  },
  home: homeTile({ tile: 'travelApply', module: 'travelApply', route: 'travelApplyBook', needs: 'BusinessPermission.TripApplicationForm', rank: 90 }),
  mine: [{ label: 'shell:mine.applications', route: 'authOrderList', power: 'MyPermission.AuthorizationCodeOrders' }],
})
