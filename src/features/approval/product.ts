/** Approvals and messages (docs/product.md), in subpackage features/approval. */
import { product } from '@/core/product'

export default product({
  pkg: 'features/approval',
  namespaces: ['approval'],
  routes: {
    approvalList: { page: 'examine/index', url: '/message/examine' },
    approvalDetails: { page: 'examine-details/index', url: '/message/examineDetails' },
    myExamineTemplates: { page: 'templates/index', url: '/message/myExamineTemplates' },
    messageCenter: { page: 'center/index', url: '/message/center' },
    orderNotice: { page: 'order-notice/index', url: '/message/orderNotice' },
    flightNotice: { page: 'flight-notice/index', url: '/message/flightNotice' },
  },
})
