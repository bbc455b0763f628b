/** Approvals and messages (docs/product.md), in subpackage features/approval. */
import { pagesAt, product } from '@/core/product'

export default product({
  pkg: 'features/approval',
  namespaces: ['approval'],
  routes: pagesAt('/message', {
    approvalList: 'examine',
    approvalDetails: 'examine-details',
    myExamineTemplates: ['templates', 'myExamineTemplates'],
    messageCenter: 'center',
    orderNotice: 'order-notice',
    flightNotice: 'flight-notice',
  }),
})
