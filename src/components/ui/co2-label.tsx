/**
 * The carbon of an option, an order or a trip (docs/carbon.md): a small 'CO₂e 212.6 kg' in the
 * four languages, nothing when there is no figure (a product without a method). One Text, so it
 * costs nothing extra in a result row. `useOrderCarbon` asks the server for the figures of some
 * orders as the reports count them (report/orderCarbon), for their details and the trips tab.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Text } from '@tarojs/components'
import { kgText } from '@api/carbon-values'
import { http } from '@/stores'
import './ui.scss'
import '@/i18n/ns/kit'

export function Co2Label({ grams, className, testId = 'co2' }: { grams: number | null | undefined; className?: string; testId?: string }) {
  const { t } = useTranslation()
  if (grams == null || !Number.isFinite(grams) || grams <= 0) return null
  const kg = kgText(grams)
  return (
    <Text className={`co2-label ${className ?? ''}`} data-testid={testId} data-grams={grams}>
      {t('kit:co2.label', { kg })}
    </Text>
  )
}

/** Grams CO₂e of each order the caller may see, by order number; empty until the answer (or on failure: the label is extra). */
export function useOrderCarbon(orderNos: readonly string[]): ReadonlyMap<string, number> {
  const [map, setMap] = useState<ReadonlyMap<string, number>>(new Map())
  const key = orderNos.slice(0, 50).join(',')
  useEffect(() => {
    if (!key) return
    let live = true
    http
      .call('report/orderCarbon', { OrderNos: key.split(',') })
      .then((r) => live && setMap(new Map(r.Orders.map((o) => [o.OrderNo, o.Grams]))))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [key])
  return map
}
