/** /personal/invoice/addresses — where my paper invoices are posted. */
import { observer } from 'mobx-react'
import type { ShippingAddress } from '@api/invoice'
import { addresses, deleteAddress, saveAddress } from '../api'
// The list frame (and the page's styles) before the sheet's: one style order for every page.
import SavedList from '../components/saved-list'
import AddressSheet from '../components/address-sheet'
import { addressLine } from '../components/address-line'

function Addresses() {
  return (
    <SavedList<ShippingAddress>
      kind="addresses"
      load={addresses}
      idOf={(a) => a.AddressId}
      isDefault={(a) => a.IsDefault}
      lines={(a) => [`${a.Name} +${a.MobileCountryCode} ${a.Mobile}`, addressLine(a)]}
      makeDefault={(a) => saveAddress({ ...a, IsDefault: true })}
      remove={(a) => deleteAddress(a.AddressId)}
      sheet={(a, onSaved, onClose) => <AddressSheet address={a} onSave={(req) => saveAddress(req).then(onSaved)} onClose={onClose} />}
    />
  )
}

export default observer(Addresses)
