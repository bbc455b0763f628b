/** Chinese resident ID numbers (GB 11643): 6-digit region, 8-digit birth date, 3-digit sequence, check digit. */
import { isRealDate } from './time'

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

export function idCardCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('an ID number body is 17 digits')
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK[sum % 11]
}

/** The sequence's last digit is odd for men and even for women, so gender and ID always agree. */
export function makeIdCard(region: string, birthDate: string, gender: 'M' | 'F', serial: number): string {
  const seq = serial % 50
  const last = gender === 'M' ? 2 * (seq % 5) + 1 : 2 * (seq % 5)
  const body = `${region}${birthDate.replace(/-/g, '')}${String(Math.floor(seq / 5)).padStart(2, '0')}${last}`
  return body + idCardCheckDigit(body)
}

export function isValidIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false
  if (!isRealDate(`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`)) return false
  return idCardCheckDigit(id.slice(0, 17)) === id[17]
}
