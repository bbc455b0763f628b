import { Text, View } from '@tarojs/components'
import type { CabinItem, FeeRuleRow } from '@api/flight'
import { PolicyTag } from '@/components/ui/tag'
import { money } from '@/components/format'
import { brokenRules } from '../reasons'
import { discountText, useFlightText, verdictDetail } from './labels'
import './cabin-row.scss'
import '@/features/flight/texts'

/** Airlines show at most 9; fewer than 10 left is worth saying. */
export const FEW_SEATS = 10

export interface CabinRowProps {
  cabin: CabinItem
  expanded: boolean
  showChildPrices: boolean
  onToggle: () => void
  onBook: (cabin: CabinItem) => void
}

function FeeTable({ title, rows }: { title: string; rows: FeeRuleRow[] }) {
  const { t } = useFlightText()
  return (
    <View className="cabin-row__table">
      <Text className="cabin-row__table-title">{title}</Text>
      {rows.map((r, i) => (
        <View key={i} className="cabin-row__fee">
          <Text className="cabin-row__fee-label">{r.Label}</Text>
          <Text className={`cabin-row__fee-value ${r.FeePercent === null ? 'cabin-row__fee-value--no' : ''}`}>
            {r.FeePercent === null
              ? t('flight:cabins.notAllowed')
              : r.FeePercent === 0
                ? t('flight:cabins.free')
                : t('flight:cabins.feePercent', { percent: r.FeePercent })}
          </Text>
        </View>
      ))}
    </View>
  )
}

/**
 * One fare: class and booking code, price and discount, seats left when few, baggage, the policy
 * tag (and why not), a book button; tapping the row opens the refund and change fee tables.
 * A sold-out fare is muted but legible (every text at 4.5:1 or more) and cannot be tapped: its
 * row and its book button are disabled buttons, and the row's name ends with why (sold out).
 */
export default function CabinRow({ cabin, expanded, showChildPrices, onToggle, onBook }: CabinRowProps) {
  const { t, lang } = useFlightText()
  const soldOut = cabin.SeatsLeft <= 0
  const why = verdictDetail(t, cabin.Policy)
  return (
    <View
      className={`cabin-row ${soldOut ? 'cabin-row--sold' : ''}`}
      data-testid="cabin-row"
      data-sold={soldOut}
      data-cabin={cabin.CabinCode}
      data-policy={cabin.Policy.InPolicy ? 'in' : 'out'}
      data-rules={brokenRules(cabin.Policy).join(' ')}
    >
      <View className="cabin-row__top">
        <View
          className="cabin-row__main"
          role="button"
          aria-disabled={soldOut}
          aria-expanded={soldOut ? undefined : expanded}
          data-testid="cabin-main"
          onClick={soldOut ? undefined : onToggle}
        >
          <View className="cabin-row__name-line">
            <Text className="cabin-row__name">{t(`flight:cabinClass.${cabin.CabinClass}`)}</Text>
            <Text className="cabin-row__code">{cabin.CabinCode}</Text>
            <Text className="cabin-row__discount">{discountText(t, lang, cabin.Discount)}</Text>
          </View>
          <Text className="cabin-row__bags">
            {[
              cabin.BaggageKg > 0 ? t('flight:cabins.baggage', { kg: cabin.BaggageKg }) : t('flight:cabins.noBaggage'),
              cabin.CabinBaggage ? t('flight:cabins.cabinBaggage', { text: cabin.CabinBaggage }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {soldOut ? (
            <Text className="cabin-row__sold-note" data-testid="cabin-sold-note">
              {t('flight:cabins.soldOutNote')}
            </Text>
          ) : (
            <View className="cabin-row__rules-link">
              <Text>{t('flight:cabins.rules')}</Text>
              <Text className={`cabin-row__chevron ${expanded ? 'cabin-row__chevron--up' : ''}`}>›</Text>
            </View>
          )}
        </View>
        <View className="cabin-row__side">
          <Text className="cabin-row__price">{money(cabin.Price)}</Text>
          {!soldOut && cabin.SeatsLeft < FEW_SEATS && <Text className="cabin-row__seats">{t('flight:cabins.seatsLeft', { count: cabin.SeatsLeft })}</Text>}
          <View
            className={`cabin-row__book ${soldOut ? 'cabin-row__book--off' : ''}`}
            role="button"
            aria-disabled={soldOut}
            data-testid="cabin-book"
            onClick={soldOut ? undefined : () => onBook(cabin)}
          >
            <Text>{t(soldOut ? 'flight:cabins.soldOut' : 'flight:cabins.book')}</Text>
          </View>
        </View>
      </View>
      <View className="cabin-row__policy">
        <PolicyTag inPolicy={cabin.Policy.InPolicy} />
        {why && <Text className="cabin-row__why">{why}</Text>}
      </View>
      {expanded && !soldOut && (
        <View className="cabin-row__rules" data-testid="cabin-rules">
          <FeeTable title={t('flight:cabins.refund')} rows={cabin.RefundRule} />
          <FeeTable title={t('flight:cabins.change')} rows={cabin.ChangeRule} />
          <View className="cabin-row__fee">
            <Text className="cabin-row__fee-label">{t('flight:cabins.endorse')}</Text>
            <Text className="cabin-row__fee-value">{t(cabin.AllowEndorse ? 'flight:cabins.endorseAllowed' : 'flight:cabins.endorseNotAllowed')}</Text>
          </View>
          {showChildPrices && (
            <Text className="cabin-row__note">
              {`${t('flight:cabins.childPrice', { price: money(cabin.ChildPrice) })} · ${t('flight:cabins.infantPrice', { price: money(cabin.InfantPrice) })}`}
            </Text>
          )}
          <Text className="cabin-row__note">{t('flight:cabins.feeNote')}</Text>
        </View>
      )}
    </View>
  )
}
