import type { ShippingAddress } from '@api/invoice'

/** A shipping address on one line: region, street, postcode. */
export const addressLine = (a: Pick<ShippingAddress, 'Region' | 'Detail' | 'Postcode'>): string => [a.Region, a.Detail, a.Postcode].filter(Boolean).join(' ')
