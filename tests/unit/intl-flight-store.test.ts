// The international search store: the dates a tap edits, and the search as the list's URL.
import { shiftDay } from '@/domain/hotel-stay'
import { IntlSearchStore } from '@/features/intl-flight/store'

describe('dates: the calendar edits the date that was tapped', () => {
  it('the return field sets the return date, not the departure', () => {
    const s = new IntlSearchStore()
    const depart = shiftDay(s.today, 10)
    s.setDates(depart, shiftDay(depart, 3))
    s.setReturn(shiftDay(depart, 6))
    expect(s.departDay).toBe(depart)
    expect(s.returnDay).toBe(shiftDay(depart, 6))
  })
  it('a return before the departure is refused; a departure after the return moves the return', () => {
    const s = new IntlSearchStore()
    const depart = shiftDay(s.today, 10)
    s.setDates(depart, shiftDay(depart, 3))
    s.setReturn(shiftDay(depart, -1))
    expect(s.returnDay).toBe(shiftDay(depart, 3))
    s.setDates(shiftDay(depart, 5), null)
    expect(s.returnDay >= s.departDay).toBe(true)
  })
})
