/** The sticky bar: the total, the company / personal split, the price detail and submit. */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { MainButton } from '@/components/ui/button'
import PriceSheet from '@/components/price-sheet'
import { useFormat } from '@/components/format'
import { ActionBar } from '@/components/ui/action-bar'
import type { BookingDraft } from '../booking-store'
import '@/features/flight/texts'

export interface BottomBarProps {
  draft: BookingDraft
  freeInsurance: boolean
  onSubmit: () => void
}

function BottomBar({ draft, freeInsurance, onSubmit }: BottomBarProps) {
  const { t } = useTranslation()
  const f = useFormat()
  const [open, setOpen] = useState(false)
  const split = draft.split(freeInsurance)
  const q = draft.quote
  return (
    <ActionBar testId="bk-bar">
      <View className="bk-bar__money" role="button" onClick={() => q && setOpen(true)}>
        {draft.quoteStatus === 'error' ? (
          <View role="button" onClick={() => void draft.refreshQuote().catch(() => undefined)}>
            <Text className="bk-bar__note">{t('flight:booking.priceFailed')}</Text>
          </View>
        ) : split ? (
          <>
            <View className="bk-bar__total">
              <Text className="bk-bar__label">{t('kit:price.total')}</Text>
              <Text className="bk-bar__amount" data-testid="bk-total">
                {f.money(split.total)}
              </Text>
              <Text className="bk-bar__detail">{t('flight:price.detail')}</Text>
            </View>
            {split.personal > 0 && split.company > 0 && (
              <Text className="bk-bar__split" data-testid="bk-split">
                {t('flight:price.split', { company: f.money(split.company), personal: f.money(split.personal) })}
              </Text>
            )}
            {split.personal > 0 && split.company === 0 && <Text className="bk-bar__split">{t('flight:price.allPersonal')}</Text>}
          </>
        ) : (
          <Text className="bk-bar__note">{draft.quoteStatus === 'loading' ? t('flight:booking.pricing') : t('flight:booking.priceAfterTravellers')}</Text>
        )}
      </View>
      <MainButton className="bk-bar__submit" text={t('flight:booking.submit')} onClick={onSubmit} busy={draft.submitting} testId="bk-submit" />
      <PriceSheet open={open} onClose={() => setOpen(false)} lines={q ? q.PriceDetail.Lines : null} split={split} />
    </ActionBar>
  )
}

export default observer(BottomBar)
