/** A person's name as every screen shows it: the Chinese name, else 'LAST/FIRST'. */
export const displayName = (p: { chName: string; lastName: string; firstName: string }): string =>
  p.chName || `${p.lastName}/${p.firstName}`.replace(/^\/|\/$/g, '')

/** The columns of a person's name that rowName reads, for a query that selects from persons. */
export const PERSON_NAME = ['persons.ch_name', 'persons.last_name', 'persons.first_name'] as const

/** The name of a stored person (a row of persons, order_passengers, travellers...: ch_name, last_name, first_name). */
export const rowName = (r: { ch_name: string; last_name: string; first_name: string }): string =>
  displayName({ chName: r.ch_name, lastName: r.last_name, firstName: r.first_name })

/** A stored person's name as the contract answers it: the Chinese name, the English surname and given names, and the name shown (rowName). */
export const namesOfRow = (r: { ch_name: string; last_name: string; first_name: string }) => ({
  ChName: r.ch_name,
  LastName: r.last_name,
  FirstName: r.first_name,
  Name: rowName(r),
})

/**
 * A company's own name of something (department, cost centre, rank, business unit, custom item,
 * the company) in the reader's language: it keeps a Chinese name and an English one, so the
 * English one for en and for ja (no Japanese name exists; English reads better than Chinese),
 * the Chinese one otherwise and whenever no English one was given.
 */
export const companyName = (name: string | null | undefined, nameEn: string | null | undefined, lang: string): string =>
  ((lang === 'en' || lang === 'ja') && nameEn ? nameEn : name) ?? ''
