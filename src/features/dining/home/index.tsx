/**
 * /dining — partner restaurants near my hotel, the office or me, nearest first, under my meal
 * standard there today; a restaurant opens its page.
 */
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { DiningRestaurantsRes } from '@api/dining'
import { DINING_PLACES, type DiningPlace } from '@api/dining-values'
import Page from '@/components/page'
import { Segmented } from '@/components/ui/form'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useLoadable } from '@/components/use-loadable'
import { go } from '@/core/navigate'
import { restaurants } from '../api'
import RestaurantCard from '../components/restaurant-card'
import StandardCard from '../components/standard-card'
import '../components/index.scss'
import '../texts'

/** The device's position, or null when it is not given. */
async function position(): Promise<{ lat: number; lon: number } | null> {
  try {
    const p = await Taro.getLocation({ type: 'gcj02' })
    return { lat: p.latitude, lon: p.longitude }
  } catch {
    return null
  }
}

function DiningHome() {
  const { t } = useTranslation()
  const [near, setNear] = useState<DiningPlace>('Office')
  const [noPosition, setNoPosition] = useState(false)
  const list = useLoadable<DiningRestaurantsRes>(async () => {
    if (near !== 'Here') return restaurants(near)
    const at = await position()
    setNoPosition(!at)
    return at ? restaurants('Here', at) : restaurants('Office')
  })
  useEffect(() => void list.reload(), [near])
  const data = list.data
  return (
    <Page title="dining:home.title" testId="dining-home">
      <View className="dn-near">
        <Segmented options={DINING_PLACES.map((p) => ({ value: p, label: t(`dining:home.near.${p}`) }))} value={near} onChange={setNear} testId="dining-near" />
      </View>
      {near === 'Here' && noPosition && <Text className="dn-note">{t('dining:home.locationFailed')}</Text>}
      {!data && list.status === 'error' && <ErrorBlock onRetry={() => void list.reload()} />}
      {!data && list.status !== 'error' && <Skeletons count={3} tall />}
      {data && !data.CityCode && <StateBlock text={t('dining:home.noHotel')} testId="dining-no-hotel" />}
      {data && data.CityCode && (
        <>
          <Text
            className="dn-note"
            data-testid="dining-place"
          >{`${data.CityName}${data.PlaceName && data.PlaceName !== data.CityName ? ` · ${data.PlaceName}` : ''}`}</Text>
          <StandardCard std={data.Standard} />
          {data.Items.length === 0 && <StateBlock text={t('dining:home.empty')} />}
          {data.Items.map((r) => (
            <RestaurantCard key={r.RestaurantId} r={r} onClick={() => void go('diningRestaurant', { id: r.RestaurantId })} />
          ))}
        </>
      )}
    </Page>
  )
}

export default observer(DiningHome)
