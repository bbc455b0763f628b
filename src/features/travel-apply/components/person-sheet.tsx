/**
 * Choosing the travellers of an application: colleagues within the booking scope
 * (user/getBookPersons), searchable, several at once up to the form's limit — the kit's pick
 * sheet. Applications are for people of the company only, so there is no 'new traveller' here.
 */
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import PickSheet from '@/components/pick-sheet'
import { bookPersons } from '../api'
import type { TravellerChoice } from '../form'
import '@/i18n/ns/travelApply'

export interface PersonSheetProps {
  open: boolean
  selected: TravellerChoice[]
  max: number
  onDone: (list: TravellerChoice[]) => void
  onClose: () => void
}

export default function PersonSheet({ open, selected, max, onDone, onClose }: PersonSheetProps) {
  const { t } = useTranslation()
  // The department rides along in `sub` next to the employee number; keep it by id for the form.
  const departments = useRef(new Map<number, string>()).current
  for (const p of selected) if (!departments.has(p.personId)) departments.set(p.personId, p.department)
  return (
    <PickSheet
      open={open}
      title={t('travelApply:book.chooseTravellers')}
      multi
      max={max}
      initial={selected.map((p) => ({ id: p.personId, name: p.name, sub: p.department }))}
      load={(k, page) =>
        bookPersons(k, page).then((r) => {
          for (const p of r.persons) departments.set(p.PersonId, p.DepartmentName)
          return {
            items: r.persons.map((p) => ({ id: p.PersonId, name: p.Name, sub: [p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · ') })),
            total: r.total,
          }
        })
      }
      emptyText={t('travelApply:book.noPerson')}
      onDone={(list) => onDone(list.map((p) => ({ personId: p.id, name: p.name, department: departments.get(p.id) ?? '' })))}
      onClose={onClose}
      testId="person-sheet"
    />
  )
}
