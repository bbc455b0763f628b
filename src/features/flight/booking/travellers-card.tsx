/**
 * Travellers of the order: quick chips (oneself, the travellers chosen on the search page,
 * frequent travellers) toggle people on and off; the list shows each one's ticket type,
 * document and phone with edit and remove; 'add' opens the picker.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { isMasked, maskIdNo, passengerKind, travellerName, type Issue, type TravellerDraft } from '@/domain/booking'
import { Chip } from '@/components/ui/chip'
import type { BookingDraft } from '../booking-store'
import '@/i18n/ns/booking'
import '@/features/flight/texts'

export interface TravellersCardProps {
  draft: BookingDraft
  chips: TravellerDraft[]
  /** Booking scope 'Self': no picker, no new travellers. */
  selfOnly: boolean
  status: 'loading' | 'error' | 'ready'
  onRetry: () => void
  onPick: () => void
  onEdit: (d: TravellerDraft) => void
  onToggleChip: (d: TravellerDraft) => void
  issues: Issue[]
  max: number
}

export const TRAVELLERS_ANCHOR = 'bk-travellers'
export const travellerAnchor = (key: string) => `bk-traveller-${key}`

function TravellersCard({ draft, chips, selfOnly, status, onRetry, onPick, onEdit, onToggleChip, issues, max }: TravellersCardProps) {
  const { t } = useTranslation()
  const first = draft.dates.firstDate
  const setIssue = issues.find((i) => i.field === 'travellers')
  const show = (i: Issue | undefined) => (i && draft.showAll ? t(i.key, i.params) : undefined)
  return (
    <View className="bk-card" id={TRAVELLERS_ANCHOR} data-testid="bk-travellers">
      <View className="bk-card__head">
        <Text className="bk-card__title">{t('flight:booking.travellers')}</Text>
        <Text className="bk-card__sub">{t('flight:booking.travellerCount', { n: draft.travellers.length, max })}</Text>
      </View>
      {status === 'loading' && <View className="bk-skeleton" />}
      {status === 'error' && (
        <View className="bk-inline-state" role="button" onClick={onRetry}>
          <Text>{t('common:loadFailed')}</Text>
          <Text className="bk-link">{t('common:retry')}</Text>
        </View>
      )}
      <View className="bk-chips">
        {chips.map((c) => {
          const on = draft.travellers.some((d) => d.key === c.key)
          return (
            <Chip key={c.key} look="outline" role="checkbox" on={on} testId={`bk-chip-${c.key}`} onTap={() => onToggleChip(c)}>
              <Text>{travellerName(c)}</Text>
            </Chip>
          )
        })}
        {!selfOnly && (
          <Chip look="add" role="button" testId="bk-add-traveller" onTap={onPick}>
            <Text>{t('flight:booking.addTraveller')}</Text>
          </Chip>
        )}
      </View>
      {selfOnly && <Text className="bk-card__hint">{t('flight:booking.selfOnly')}</Text>}
      {draft.travellers.map((d) => {
        const kind = passengerKind(d.birthDate, first)
        const issue = issues.find((i) => i.field === `traveller.${d.key}` && i.severity === 'error')
        const warning = issues.find((i) => i.field === `traveller.${d.key}` && i.severity === 'warning')
        return (
          <View key={d.key} className={`bk-pax ${issue && draft.showAll ? 'bk-pax--error' : ''}`} id={travellerAnchor(d.key)} data-testid={`bk-pax-${d.key}`}>
            <View
              className="bk-pax__remove"
              role="button"
              aria-label={t('flight:booking.removeTraveller', { name: travellerName(d) })}
              onClick={() => draft.removeTraveller(d.key)}
            >
              <Text className="bk-pax__minus">−</Text>
            </View>
            <View className="bk-pax__body" role="button" onClick={() => onEdit(d)}>
              <View className="bk-pax__line">
                <Text className="bk-pax__name">{travellerName(d) || t('flight:booking.unnamed')}</Text>
                {kind && <Text className={`pax-kind pax-kind--${kind}`}>{t(`booking:passengerKind.${kind}`)}</Text>}
              </View>
              <Text className="bk-pax__doc">
                {d.idNo ? `${t(`booking:idType.${d.idType}`)} ${isMasked(d.idNo) ? d.idNo : maskIdNo(d.idNo)}` : t('flight:booking.noDocument')}
              </Text>
              {d.mobile && <Text className="bk-pax__doc">{`+${d.mobileCountryCode} ${d.mobile}`}</Text>}
              {show(issue) && <Text className="bk-pax__error">{show(issue)}</Text>}
              {!issue && warning && <Text className="bk-pax__warning">{t(warning.key, warning.params)}</Text>}
            </View>
            <View className="bk-pax__edit" role="button" onClick={() => onEdit(d)}>
              <Text>{t('common:edit')}</Text>
            </View>
          </View>
        )
      })}
      {show(setIssue) && (
        <View className="bk-card__error" role="alert">
          <Text>{show(setIssue)}</Text>
        </View>
      )}
    </View>
  )
}

export default observer(TravellersCard)
