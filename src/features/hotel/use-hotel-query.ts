/**
 * The list and hotel pages take their search from their URL (search-params.ts) before the first
 * render asks anything, so a reload, a shared link or back shows the same stay. A check-in date
 * that has passed (China day) moves to the first bookable night, and the page says so.
 */
import { useEffect, useState } from 'react'
import { useStores } from '@/stores'
import { useHotelText } from './components/labels'
import { fromHotelParams } from './search-params'
import { hotelSearch as s } from './search-store'

export function useHotelQuery(params: Record<string, string | undefined>): void {
  const { ui } = useStores()
  const { t } = useHotelText()
  const [moved] = useState(() => {
    const q = fromHotelParams(params)
    return q ? s.applyQuery(q) : null
  })
  useEffect(() => {
    if (moved) ui.toast(t('hotel:list.datesMoved', { date: moved }))
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
}
