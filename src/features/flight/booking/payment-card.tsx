/** How the order is paid (what the payment permission allows) and the accident insurance. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PaymentKind } from '@/domain/booking'
import { Toggle } from '@/components/ui/form'
import { useFormat } from '@/components/format'
import type { BookingDraft } from '../booking-store'
import '@/features/flight/texts'

export const PAYMENT_ANCHOR = 'bk-payment'

export interface PaymentCardProps {
  draft: BookingDraft
  allowed: PaymentKind[]
  insurance: { bound: boolean; free: boolean }
}

function PaymentCard({ draft, allowed, insurance }: PaymentCardProps) {
  const { t } = useTranslation()
  const f = useFormat()
  const unit = draft.quote?.PriceDetail.Lines.find((l) => l.Kind === 'Insurance')?.UnitPrice
  return (
    <>
      <View className="bk-card" id={PAYMENT_ANCHOR} data-testid="bk-payment">
        <View className="bk-card__head">
          <Text className="bk-card__title">{t('flight:payment.title')}</Text>
        </View>
        {allowed.length === 0 && (
          <View className="bk-card__error" role="alert">
            <Text>{t('flight:payment.none')}</Text>
          </View>
        )}
        <View role="radiogroup">
          {allowed.map((p) => (
            <View
              key={p}
              className={`bk-pay ${draft.paymentType === p ? 'bk-pay--on' : ''}`}
              role="radio"
              aria-checked={draft.paymentType === p}
              data-testid={`bk-pay-${p}`}
              onClick={() => draft.setPayment(p)}
            >
              <View className="bk-pay__radio" />
              <View className="bk-pay__body">
                <Text className="bk-pay__name">{t(`flight:payment.type.${p}`)}</Text>
                <Text className="bk-pay__desc">{t(`flight:payment.desc.${p}`)}</Text>
              </View>
            </View>
          ))}
        </View>
      </View>
      <View className="bk-card" data-testid="bk-insurance">
        <View className="bk-ins">
          <View className="bk-ins__body">
            <Text className="bk-card__title">{t('flight:insurance.title')}</Text>
            <Text className="bk-ins__desc">
              {[unit ? t('flight:insurance.price', { price: f.money(unit) }) : '', t('flight:insurance.desc')].filter(Boolean).join(' · ')}
            </Text>
            <View className="bk-ins__tags">
              {insurance.bound && <Text className="bk-tag">{t('flight:insurance.bound')}</Text>}
              {insurance.free && <Text className="bk-tag bk-tag--green">{t('flight:insurance.free')}</Text>}
            </View>
          </View>
          <Toggle
            checked={insurance.bound || draft.insurance}
            disabled={insurance.bound}
            label={t('flight:insurance.title')}
            onChange={(v) => {
              draft.setInsurance(v)
              void draft.refreshQuote().catch(() => undefined)
            }}
            testId="bk-insurance-toggle"
          />
        </View>
      </View>
    </>
  )
}

export default observer(PaymentCard)
