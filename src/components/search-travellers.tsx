/**
 * Who travels, on a search page (docs/kit.md): the chosen colleagues as chips to remove, oneself
 * when nobody is chosen, and for a booker the way to add; `ColleagueSheet` picks them from the
 * booking scope (department, employee number and rank; a badge on oneself). The row's texts are
 * the product's `<ns>:search.travellers`, `.self`, `.selfName`, `.removeTraveller` and
 * `.addTraveller`; its look the search page's block `<ns>-search` (`<block>__<row>`, `__label`,
 * `__chips`, `__value`, `__add`, with the row's `--travellers`).
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { BookPerson } from '@api/booking-data'
import { asLang } from '@/components/format'
import PickSheet, { type PickItem } from '@/components/pick-sheet'
import { Chip } from '@/components/ui/chip'
import { getBookPersons } from '@/shared/book-persons'
import { useStores } from '@/stores'

export interface PickedPerson {
  id: number
  name: string
}

/** The signed-in person's name as the language writes it ('' before the profile is there). */
export function useMyName(): string {
  const { session } = useStores()
  const { i18n } = useTranslation()
  const p = session.personalInfor
  if (!p) return ''
  const english = `${p.FirstName} ${p.LastName}`.trim()
  return asLang(i18n.language) === 'en' ? english || p.ChName : p.ChName || english
}

export interface SearchTravellersProps {
  /** The product's texts namespace; the search page's block is `<ns>-search`. */
  ns: string
  /** The class of the block's rows ('field'). */
  row: string
  /** The search store: who travels, and the change of them. */
  store: { travellers: readonly PickedPerson[]; setTravellers: (list: PickedPerson[]) => unknown }
  /** Books for others: may add colleagues. */
  booker: boolean
  onAdd: () => void
}

export const SearchTravellers = observer(function SearchTravellers(p: SearchTravellersProps) {
  const { t } = useTranslation()
  const me = useMyName()
  const b = `${p.ns}-search`
  const travellers = p.store.travellers
  return (
    <View className={`${b}__${p.row} ${b}__${p.row}--travellers`} data-testid="travellers">
      <Text className={`${b}__label`}>{t(`${p.ns}:search.travellers`)}</Text>
      <View className={`${b}__chips`}>
        {travellers.length === 0 ? (
          <Text className={`${b}__value`}>{me ? t(`${p.ns}:search.selfName`, { name: me }) : t(`${p.ns}:search.self`)}</Text>
        ) : (
          travellers.map((x) => (
            <Chip
              key={x.id}
              look="outline"
              role="button"
              label={t(`${p.ns}:search.removeTraveller`, { name: x.name })}
              testId="traveller-chip"
              onTap={() => void p.store.setTravellers(travellers.filter((y) => y.id !== x.id))}
            >
              <Text>{`${x.name} ×`}</Text>
            </Chip>
          ))
        )}
      </View>
      {p.booker && (
        <View className={`${b}__add`} role="button" data-testid="add-traveller" onClick={p.onAdd}>
          <Text>{t(`${p.ns}:search.addTraveller`)}</Text>
        </View>
      )}
    </View>
  )
})

export interface ColleagueSheetProps {
  open: boolean
  /** The product's texts namespace: the title `<ns>:travellers.title`, the badge on oneself `<ns>:travellers.me`. */
  ns: string
  value: readonly PickedPerson[]
  max: number
  allowNone?: boolean
  onDone: (list: PickedPerson[]) => void
  onClose: () => void
}

/** Colleagues in the caller's booking scope, several up to `max`. */
export function ColleagueSheet(p: ColleagueSheetProps) {
  const { t } = useTranslation()
  const me = t(`${p.ns}:travellers.me`)
  const item = (x: BookPerson): PickItem => ({
    id: x.PersonId,
    name: x.Name,
    sub: [x.DepartmentName, x.EmployeeNo, x.RankName].filter(Boolean).join(' · '),
    badge: x.IsSelf ? me : undefined,
  })
  return (
    <PickSheet
      open={p.open}
      title={t(`${p.ns}:travellers.title`)}
      multi
      allowNone={p.allowNone}
      initial={p.value.map((x) => ({ id: x.id, name: x.name, sub: '' }))}
      max={p.max}
      load={(keyword, page) => getBookPersons(keyword, page).then((r) => ({ items: r.persons.map(item), total: r.total }))}
      onDone={(list) => p.onDone(list.map((x) => ({ id: x.id, name: x.name })))}
      onClose={p.onClose}
      testId="traveller-sheet"
    />
  )
}
