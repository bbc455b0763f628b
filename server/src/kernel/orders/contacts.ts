/** The order's contacts (docs/validation.md): a name, a valid phone each, no phone twice, an e-mail when e-mail notification is on. */
import { fail } from '../../errors'
import { checkEmail, checkMobile, normalizeCountryCode } from '../../lib/contact'
import { invalid } from './texts'

export interface ContactData {
  name: string
  mobileCountryCode: string
  mobile: string
  email: string
}

export function checkContacts(list: readonly ContactData[], emailRequired: boolean): void {
  const phones = new Set<string>()
  list.forEach((c, i) => {
    if (!c.name.trim()) throw fail.validation('vEmpty', { field: `Contacts.${i}.Name` })
    const cc = normalizeCountryCode(c.mobileCountryCode)
    checkMobile(c.mobile, cc)
    const key = `${cc} ${c.mobile}`
    if (phones.has(key)) throw invalid('duplicatePhone')
    phones.add(key)
    if (c.email) checkEmail(c.email)
    else if (emailRequired) throw invalid('emailRequired')
  })
}
