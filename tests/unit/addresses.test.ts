/**
 * Every address of docs/addresses.md opens a page of the route table or redirects to one (the
 * unknown-route rule would show the error page instead), and the list is the whole one.
 */
import fs from 'node:fs'
import path from 'node:path'
import { resolveUrl } from '@/routes'

/** The items of one `## section` of docs/addresses.md: its lines "- `value`". */
export function addressesSection(title: string): string[] {
  const text = fs.readFileSync(path.resolve(__dirname, '../../docs/addresses.md'), 'utf8')
  const body = text.split(/^## /m).find((s) => s.startsWith(title + '\n'))
  return body ? [...body.matchAll(/^- `([^`]+)`$/gm)].map((m) => m[1]) : []
}

describe('every address', () => {
  const addresses = addressesSection('Addresses')

  it('is listed (the whole list, once each)', () => {
    expect(addresses.length).toBe(100)
    expect(new Set(addresses).size).toBe(addresses.length)
  })

  it('opens a page or redirects to one', () => {
    const unknown = addresses.filter((a) => resolveUrl(a).kind === 'unknown')
    expect(unknown).toEqual([])
  })

  it.each([
    ['/advancePayment', 'prepayment', {}],
    ['/travelBean', 'travelBeans', {}],
    ['/personal/main', 'user', {}],
    ['/personal/airticket', 'flightOrderList', {}],
    ['/module/airticket', 'flightSearch', {}],
    ['/module/train', 'trainSearch', {}],
    ['/module/car', 'carQuery', {}],
    ['/module/hotel', 'hotelSearch', {}],
    ['/personal/voucher/history', 'vouchers', { tab: 'history' }],
    ['/personal/addContacts', 'frequentContacts', { add: '1' }],
    ['/personal/newContact?name=x', 'frequentContacts', { add: '1', name: 'x' }],
    ['/personal/frequentContactDetails?id=7', 'frequentContacts', { id: '7' }],
  ])('%s redirects to %s', (url, name, params) => {
    expect(resolveUrl(url)).toEqual({ kind: 'redirect', name, params })
  })
})
