/** The colleagues a search page offers as travellers (user/getBookPersons), for every product's search. */
import type { BookPerson } from '@api/flight'
import { http } from '@/stores'

export const BOOK_PERSON_PAGE_SIZE = 20

/** Employees within the caller's booking scope (non-employees are added on the order page). */
export function getBookPersons(keyword: string, pageIndex = 1): Promise<{ persons: BookPerson[]; total: number }> {
  return http
    .call('user/getBookPersons', {
      Keyword: keyword.trim() || undefined,
      Kind: 'Employee',
      PageIndex: pageIndex,
      PageSize: BOOK_PERSON_PAGE_SIZE,
    })
    .then((r) => ({ persons: r.Persons, total: r.Total }))
}
