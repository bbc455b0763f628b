/** Every invoice call (types/api/invoice.ts); amounts in CNY fen. */
import type {
  InvoiceApplyReq,
  InvoiceDetail,
  InvoiceHeader,
  InvoiceHeaderListRes,
  InvoiceHeaderSaveReq,
  InvoiceListRes,
  InvoicePdfRes,
  ShippingAddress,
  ShippingAddressListRes,
  ShippingAddressSaveReq,
} from '@api/invoice'
import type { InvoiceState } from '@api/invoice-values'
import { http } from '@/stores'

export const INVOICES_PAGE_SIZE = 20

export const invoiceList = (state: InvoiceState, page: number): Promise<InvoiceListRes> =>
  http.call('invoiceApply/list', { State: state, PageIndex: page, PageSize: INVOICES_PAGE_SIZE })
export const applyInvoice = (req: InvoiceApplyReq): Promise<InvoiceDetail> => http.call('invoiceApply/apply', req, { loading: true })
export const invoiceDetails = (invoiceNo: string): Promise<InvoiceDetail> => http.call('invoiceApply/details', { InvoiceNo: invoiceNo })
export const invoicePdf = (invoiceNo: string): Promise<InvoicePdfRes> => http.call('invoiceApply/pdf', { InvoiceNo: invoiceNo }, { loading: true })

export const headers = (): Promise<InvoiceHeaderListRes> => http.call('invoiceApply/header/list', {}, { parallel: true })
export const saveHeader = (req: InvoiceHeaderSaveReq): Promise<InvoiceHeader> => http.call('invoiceApply/header/save', req, { loading: true })
export const deleteHeader = (id: number): Promise<null> => http.call('invoiceApply/header/delete', { HeaderId: id }, { loading: true })

export const addresses = (): Promise<ShippingAddressListRes> => http.call('invoiceApply/address/list', {}, { parallel: true })
export const saveAddress = (req: ShippingAddressSaveReq): Promise<ShippingAddress> => http.call('invoiceApply/address/save', req, { loading: true })
export const deleteAddress = (id: number): Promise<null> => http.call('invoiceApply/address/delete', { AddressId: id }, { loading: true })
