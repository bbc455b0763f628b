/**
 * The joining request an invited person sends (docs/administration.md#invitations): a name in
 * Chinese or in English as SURNAME/GIVEN NAMES, a mobile by its country code, an e-mail if given.
 */
import { checkEmail } from './email'
import { checkName, isChineseName, splitEnglishName } from './names'
import { checkPhone } from './phone'
import { PASS, type Check } from './check'

export interface JoinDraft {
  Name: string
  MobileCountryCode: string
  Mobile: string
  Email: string
  EmployeeNo: string
}

export function checkJoinDraft(d: JoinDraft): Partial<Record<'Name' | 'Mobile' | 'Email', Check>> {
  const checks = { Name: checkName(d.Name), Mobile: checkPhone(d.Mobile, d.MobileCountryCode), Email: checkEmail(d.Email) }
  const out: Partial<Record<'Name' | 'Mobile' | 'Email', Check>> = {}
  for (const [k, c] of Object.entries(checks) as ['Name' | 'Mobile' | 'Email', Check][]) if (c !== PASS && !c.ok) out[k] = c
  return out
}

/** The request's name fields: ChName for a Chinese name, LastName and FirstName for 'SURNAME/GIVEN NAMES'. */
export function joinNames(name: string): { ChName?: string; LastName?: string; FirstName?: string } {
  const v = name.trim()
  if (isChineseName(v)) return { ChName: v }
  const en = splitEnglishName(v)
  return en ? { LastName: en.surname.toUpperCase(), FirstName: en.givenName.toUpperCase() } : { ChName: v }
}
