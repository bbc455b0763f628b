/**
 * The banner of my open disruptions (docs/disruptions.md) on home, the trips tab and a flight's or
 * train's order page (`orderNo`: only that order's, the ones that only informed during the last
 * day too): what changed and what to do, a tap opens the assistant. Loaded each time the page
 * shows while signed in, silently; nothing at all when there is none, so it never holds a page up.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { clock } from '@/core/clock'
import { go } from '@/core/navigate'
import { bannerItems } from '@/domain/disruption-banner'
import { loadMyDisruptions, myDisruptions } from '@/shared/disruptions'
import { useSignedInShow } from '../use-load-on-show'
import './index.scss'
import '@/i18n/ns/kit'

function DisruptionBanner({ orderNo }: { orderNo?: string }) {
  const { t } = useTranslation()
  useSignedInShow(loadMyDisruptions)
  const items = bannerItems(myDisruptions.items, clock.now(), orderNo)
  if (items.length === 0) return null
  return (
    <View className="disruption-banner" data-testid="disruption-banner" role="region" aria-label={t('kit:disruption.banner')}>
      {items.map((d) => (
        <View
          key={d.Id}
          className={`disruption-banner__item disruption-banner__item--${d.State === 'Open' ? 'open' : 'info'}`}
          role="link"
          data-testid="disruption-banner-item"
          data-id={d.Id}
          data-state={d.State}
          onClick={() => void go('disruptionAssistant', { Id: d.Id })}
        >
          <View className="disruption-banner__text">
            <Text className="disruption-banner__title">{d.Title}</Text>
            {d.Advice && <Text className="disruption-banner__advice">{d.Advice}</Text>}
          </View>
          <Text className="disruption-banner__go">{t(d.State === 'Open' ? 'kit:disruption.choose' : 'kit:disruption.view')} ›</Text>
        </View>
      ))}
    </View>
  )
}

export default observer(DisruptionBanner)
