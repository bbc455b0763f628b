// What is wrong with a field of an order form: the field it names, a message key and its
// parameters, and whether it blocks (error) or asks for a confirmation (warning). Pure.
import type { MessageParams } from './check'

export interface Issue {
  /** Which input: a TravellerField, 'contact.0.mobile', 'field.CostCenter', 'travellers', ... */
  field: string
  key: string
  params?: MessageParams
  severity: 'error' | 'warning'
}

export const issueError = (field: string, key: string, params?: MessageParams): Issue => ({
  field,
  key,
  severity: 'error',
  ...(params ? { params } : {}),
})
