/**
 * Invoices of the personal centre (issue 13; docs/money.md#invoices), in subpackage
 * features/invoice: the personal parts of paid orders with their invoice state, requesting one
 * (electronic or paper), its details and PDF, and the invoice headers and shipping addresses.
 */
import { product } from '@/core/product'

export default product({
  pkg: 'features/invoice',
  namespaces: ['invoice'],
  routes: {
    invoiceList: { page: 'list/index', url: '/personal/invoice/list' },
    invoiceDetails: { page: 'details/index', url: '/personal/invoice/details' },
    invoiceHeaders: { page: 'headers/index', url: '/personal/invoice/headers' },
    invoiceAddresses: { page: 'addresses/index', url: '/personal/invoice/addresses' },
  },
  mine: [{ label: 'shell:mine.invoices', route: 'invoiceList', power: 'MyPermission.Tools.Invoice' }],
})
