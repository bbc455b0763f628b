/**
 * Invoices of the personal centre (issue 13; docs/money.md#invoices), in subpackage
 * features/invoice: the personal parts of paid orders with their invoice state, requesting one
 * (electronic or paper), its details and PDF, and the invoice headers and shipping addresses.
 */
import { pagesAt, product } from '@/core/product'

export default product({
  pkg: 'features/invoice',
  namespaces: ['invoice'],
  routes: pagesAt('/personal/invoice', { invoiceList: 'list', invoiceDetails: 'details', invoiceHeaders: 'headers', invoiceAddresses: 'addresses' }),
  mine: [{ label: 'shell:mine.invoices', route: 'invoiceList', power: 'MyPermission.Tools.Invoice' }],
})
