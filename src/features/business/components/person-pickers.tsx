/** The choices behind the rows of the person sheet (person-sheet.tsx). */
import { useTranslation } from 'react-i18next'
import PickSheet from '@/components/pick-sheet'
import { personName, type StaffDraft, type StaffField } from '@/domain/staff'
import { people } from '../api'
import ChoiceSheet, { type Choice } from './choice-sheet'

export const ID_TYPES: StaffDraft['IdType'][] = ['IDCard', 'Passport', 'HKMacaoPass', 'TaiwanPass']
export type Picker = 'IdType' | 'DepartmentId' | 'CostCenterId' | 'RankId' | 'RoleIds' | 'SuperiorId' | null

/** The pickers of one item of a company list; department and cost centre are checked once chosen (the company may require them). */
const ONE_OF = [
  { field: 'DepartmentId', title: 'business:staff.department', testId: 'department-sheet' },
  { field: 'CostCenterId', title: 'business:staff.costCenter', testId: 'cost-sheet' },
  { field: 'RankId', title: 'business:staff.rank', testId: 'rank-sheet' },
] as const

export interface PersonPickersProps {
  picker: Picker
  setPicker: (picker: Picker) => void
  d: StaffDraft
  set: <K extends keyof StaffDraft>(k: K, v: StaffDraft[K]) => void
  touch: (k: StaffField) => void
  /** The person edited (left out of the superiors), null when adding. */
  personId: number | null
  departments: Choice<number | null>[]
  costCenters: Choice<number | null>[]
  ranks: Choice<number | null>[]
  roles: Choice<number>[]
  setSuperiorName: (name: string) => void
}

/** The person sheet's pickers: document type, department, cost centre, rank, roles and (searched) superior. */
export function PersonPickers({ picker, setPicker, d, set, touch, personId, departments, costCenters, ranks, roles, setSuperiorName }: PersonPickersProps) {
  const { t } = useTranslation()
  const lists = { DepartmentId: departments, CostCenterId: costCenters, RankId: ranks }
  return (
    <>
      <ChoiceSheet
        open={picker === 'IdType'}
        title={t('business:staff.idType')}
        options={ID_TYPES.map((v) => ({ value: v, label: t(`business:idType.${v}`) }))}
        value={[d.IdType]}
        onDone={([v]) => (set('IdType', v), setPicker(null))}
        onClose={() => setPicker(null)}
      />
      {ONE_OF.map((c) => (
        <ChoiceSheet
          key={c.field}
          open={picker === c.field}
          title={t(c.title)}
          options={lists[c.field]}
          value={[d[c.field]]}
          onDone={([v]) => {
            set(c.field, v)
            if (c.field !== 'RankId') touch(c.field)
            setPicker(null)
          }}
          onClose={() => setPicker(null)}
          testId={c.testId}
        />
      ))}
      <ChoiceSheet
        open={picker === 'RoleIds'}
        multi
        title={t('business:staff.roles')}
        options={roles}
        value={d.RoleIds}
        onDone={(v) => (set('RoleIds', v), setPicker(null))}
        onClose={() => setPicker(null)}
        testId="roles-sheet"
      />
      <PickSheet
        open={picker === 'SuperiorId'}
        title={t('business:staff.superior')}
        multi={false}
        searchable
        load={(k, page) =>
          people('staff', { Keyword: k || undefined, Status: 1, PageIndex: page }).then((r) => ({
            items: r.Items.filter((x) => x.PersonId !== personId).map((x) => ({
              id: x.PersonId,
              name: personName(x),
              sub: [x.EmployeeNo, x.DepartmentName].filter(Boolean).join(' · '),
            })),
            total: r.Total,
          }))
        }
        onDone={([x]) => {
          if (x) {
            set('SuperiorId', x.id)
            setSuperiorName(x.name)
          }
          setPicker(null)
        }}
        onClose={() => setPicker(null)}
        testId="superior-sheet"
      />
    </>
  )
}
