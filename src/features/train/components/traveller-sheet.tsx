/** The colleagues the caller may book trains for (at most five on one order), picked from the booking scope. */
import type { BookPerson } from '@api/flight'
import { MAX_TRAIN_PASSENGERS } from '@api/train-values'
import PickSheet, { type PickItem } from '@/components/pick-sheet'
import { getBookPersons } from '@/shared/book-persons'
import { useTrainText } from './labels'

export interface PickedTraveller {
  id: number
  name: string
}

export default function TravellerSheet(p: {
  open: boolean
  value: PickedTraveller[]
  allowNone?: boolean
  onDone: (list: PickedTraveller[]) => void
  onClose: () => void
}) {
  const { t } = useTrainText()
  return (
    <PickSheet
      open={p.open}
      title={t('train:travellers.title')}
      multi
      allowNone={p.allowNone}
      initial={p.value.map((x) => ({ id: x.id, name: x.name, sub: '' }))}
      max={MAX_TRAIN_PASSENGERS}
      load={(keyword, page) =>
        getBookPersons(keyword, page).then((r) => ({
          items: r.persons.map((x: BookPerson): PickItem => ({
            id: x.PersonId,
            name: x.Name,
            sub: [x.DepartmentName, x.EmployeeNo, x.RankName].filter(Boolean).join(' · '),
            badge: x.IsSelf ? t('train:travellers.me') : undefined,
          })),
          total: r.total,
        }))
      }
      onDone={(list) => p.onDone(list.map((x) => ({ id: x.id, name: x.name })))}
      onClose={p.onClose}
      testId="traveller-sheet"
    />
  )
}
