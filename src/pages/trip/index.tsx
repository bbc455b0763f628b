import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { go } from '@/core/navigate'
import './index.scss'

/** The trips tab: trips gathered from the traveller's orders plug in here with the trips feature. */
function Trip() {
  const { t } = useTranslation()
  return (
    <Page title='common:tabs.trip' className='trip' testId='trip'>
      <View className='trip__empty'>
        <Text className='trip__title'>{t('shell:trip.empty')}</Text>
        <Text className='trip__hint'>{t('shell:trip.emptyHint')}</Text>
        <View className='trip__button' role='button' onClick={() => void go('home')}>
          <Text>{t('shell:trip.book')}</Text>
        </View>
      </View>
    </Page>
  )
}

export default observer(Trip)
