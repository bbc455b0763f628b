import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { AdItem, NoticeSummary } from '@api/home'
import DisruptionBanner from '@/components/disruption-banner'
import Page from '@/components/page'
import { useSignedInShow } from '@/components/use-load-on-show'
import { Carousel } from '@/platform/carousel'
import { useStores } from '@/stores'
import { go } from '@/core/navigate'
import { resolveUrl } from '@/routes'
import { listAds, listNotices } from '@/shared/announcements'
import { refreshMessageBadge } from '@/shared/message-badge'
import { displayName, greetingPart } from '@/domain/greeting'
import { visibleEntries } from './entries'
import './index.scss'

type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'done'; data: T }

function openLink(link: string) {
  const r = resolveUrl(link)
  if (r.kind !== 'unknown') void go(r.name, r.params)
}

function Home() {
  const { session, power, theme } = useStores()
  const { t, i18n } = useTranslation()
  const [ads, setAds] = useState<Load<AdItem[]>>({ state: 'loading' })
  const [notices, setNotices] = useState<Load<NoticeSummary[]>>({ state: 'loading' })

  const load = () => {
    // The first screen of a launch: the message tab's badge shows what waits before it is visited.
    void refreshMessageBadge()
    listAds().then(
      (data) => setAds({ state: 'done', data }),
      () => setAds({ state: 'error' }),
    )
    listNotices(1, 5).then(
      (r) => setNotices({ state: 'done', data: r.Items }),
      () => setNotices({ state: 'error' }),
    )
  }
  useSignedInShow(load)

  const person = session.personalInfor
  const greeting = t(`shell:home.greeting.${greetingPart(new Date().getHours())}`)
  const entries = visibleEntries((k) => power.can(k))
  const icons = theme.theme.ModuleIcons

  return (
    <Page title="common:tabs.home" className="home" testId="home">
      <View className="home__header">
        <Text className="home__greeting" data-testid="home-greeting">
          {person ? t('shell:home.greetingName', { greeting, name: displayName(person, i18n.language) }) : greeting}
        </Text>
        {/* Always there, empty until the person is known: the page below does not move when it arrives. */}
        <Text className="home__company">{person?.CompanyName ?? ''}</Text>
      </View>

      <View className="home__ads">
        {ads.state === 'loading' && <View className="home__ad-skeleton" />}
        {ads.state === 'done' && ads.data.length > 0 && (
          <Carousel
            className="home__swiper"
            autoplay
            label={t('shell:home.ads')}
            slides={ads.data.map((ad) => ({
              key: ad.Id,
              content: (
                // The artwork carries no words: the title, in the user's language, is laid over it.
                <View className="home__ad-frame" role={ad.LinkUrl ? 'link' : undefined} onClick={() => ad.LinkUrl && openLink(ad.LinkUrl)}>
                  <Image className="home__ad" src={ad.ImageUrl} mode="aspectFill" aria-hidden="true" />
                  <Text className="home__ad-title" data-testid="home-ad-title">
                    {ad.Title}
                  </Text>
                </View>
              ),
            }))}
          />
        )}
      </View>

      {/* Under the ads, which overlap the header's band. */}
      <DisruptionBanner />
      <View className="home__card">
        <Text className="home__card-title">{t('shell:home.services')}</Text>
        {!power.loaded ? (
          // Until the powers arrive (a start with a kept session): room for two rows of entries,
          // so the cards below do not jump when the grid fills.
          <View className="home__grid home__grid--pending" aria-busy="true" />
        ) : entries.length === 0 ? (
          <Text className="home__empty">{t('shell:home.noServices')}</Text>
        ) : (
          <View className="home__grid" data-testid="home-entries">
            {entries.map((e) => (
              <View key={e.key} className="home__entry" data-testid={`entry-${e.key}`} role="button" onClick={() => void go(e.tile.route, e.tile.params)}>
                <Image className="home__entry-icon" src={(e.themeIcon && icons[e.themeIcon]) || e.icon} mode="aspectFit" aria-hidden="true" />
                <Text className="home__entry-label">{t(e.label)}</Text>
              </View>
            ))}
          </View>
        )}
      </View>

      <View className="home__card home__notices" data-testid="home-notices">
        <Text className="home__notice-badge">{t('shell:home.notices')}</Text>
        <View className="home__notice-body">
          {notices.state === 'loading' && <View className="home__line-skeleton" />}
          {notices.state === 'done' && notices.data.length > 0 && (
            <Carousel
              className="home__ticker"
              vertical
              autoplay
              intervalMs={3000}
              label={t('shell:home.notices')}
              slides={notices.data.map((n) => ({
                key: n.Id,
                content: (
                  <Text className="home__notice-title" onClick={() => void go('announcementDetails', { id: n.Id })}>
                    {n.Title}
                  </Text>
                ),
              }))}
            />
          )}
          {notices.state === 'done' && notices.data.length === 0 && <Text className="home__muted">{t('shell:announcement.empty')}</Text>}
          {notices.state === 'error' && (
            <Text className="home__muted" onClick={load}>
              {t('common:retry')}
            </Text>
          )}
        </View>
        <Text className="home__more" onClick={() => void go('announcementList')}>
          {t('shell:home.allNotices')} ›
        </Text>
      </View>
    </Page>
  )
}

export default observer(Home)
