/**
 * /business/white — employees whose bookings and trip applications skip approval:
 * a searchable, paged list; people are added from those not on it (several at once) and removed
 * one by one after a confirmation.
 */
import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { WhiteListerItem } from '@api/approval'
import Page from '@/components/page'
import PullList from '@/components/pull-list'
import { usePaged } from '@/components/use-paged'
import { useKeyword } from '@/components/use-keyword'
import { useStores } from '@/stores'
import { addWhiteListers, deleteWhiteListers, notWhiteListed, whiteListers } from '../api'
import PickSheet, { personItem } from '@/components/pick-sheet'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import '../components/index.scss'
import '@/i18n/ns/approvalSetting'
import { MainButton } from '@/components/ui/button'

function WhitelistPage() {
  const { t } = useTranslation()
  const { session, ui } = useStores()
  const [adding, setAdding] = useState(false)
  const paged = usePaged((page) => whiteListers(keyword.trim(), page).then((r) => ({ items: r.Items, total: r.Total })))
  const list = paged.state
  const reload = () => paged.refresh().catch(() => undefined)
  const [keyword, setKeyword] = useKeyword(reload)

  useDidShow(() => {
    if (session.signedIn) reload()
  })

  const remove = async (p: WhiteListerItem) => {
    const answer = await ui.alert({
      title: t('approvalSetting:whitelist.removeTitle'),
      content: t('approvalSetting:whitelist.removeContent', { name: p.Name }),
      buttons: [
        { text: t('common:cancel'), value: 'no' },
        { text: t('approvalSetting:common.remove'), value: 'yes' },
      ],
    })
    if (answer !== 'yes') return
    try {
      await deleteWhiteListers([p.PersonId])
      ui.toast(t('approvalSetting:whitelist.removed'))
      await reload()
    } catch {
      // shown by the http client
    }
  }
  const add = async (ids: number[]) => {
    setAdding(false)
    try {
      const r = await addWhiteListers(ids)
      ui.toast(t('approvalSetting:whitelist.added', { n: r.Count }))
      await reload()
    } catch {
      // shown by the http client
    }
  }

  const items = list.items
  return (
    <Page title='approvalSetting:whitelist.title' testId='approval-whitelist'>
      <View className='as-screen'>
        <View className='as-search'>
          <Input className='as-search__input' value={keyword} placeholder={t('approvalSetting:common.personSearch')} onInput={(e) => setKeyword(e.detail.value)} data-testid='whitelist-search' />
        </View>
        {items !== null && (
          <Text className='as-total' data-testid='whitelist-total'>
            {t('approvalSetting:whitelist.total', { n: list.total })} · {t('approvalSetting:whitelist.hint')}
          </Text>
        )}
        {items === null && !list.failed && <Skeletons testId='whitelist-loading' />}
        {items === null && list.failed && <ErrorBlock onRetry={reload} testId='whitelist-error' />}
        {items !== null && (
          <PullList
            className='as-list'
            hasMore={paged.hasMore}
            onRefresh={() => paged.refresh()}
            onLoadMore={paged.loadMore}
            isEmpty={items.length === 0}
            empty={<StateBlock text={t('approvalSetting:whitelist.empty')} testId='whitelist-empty' />}
            testId='whitelist-list'
          >
            {items.length > 0 && (
              <View className='as-section'>
                {items.map((p) => (
                  <View key={`${p.PersonId}-${p.Product}`} className='as-person' data-testid={`whitelister-${p.PersonId}`}>
                    <View className='as-person__text'>
                      <View className='as-card__head'>
                        <Text className='as-person__name'>{p.Name}</Text>
                        <Text className='as-tag'>{t(`approvalSetting:whitelist.product.${p.Product}`, { defaultValue: p.Product })}</Text>
                      </View>
                      <Text className='as-person__sub'>{[p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · ')}</Text>
                      <Text className='as-person__sub'>{t('approvalSetting:whitelist.since', { time: p.CreatedAt })}</Text>
                    </View>
                    <View className='as-person__action' role='button' onClick={() => void remove(p)} data-testid={`whitelister-remove-${p.PersonId}`}>
                      <Text>{t('approvalSetting:common.remove')}</Text>
                    </View>
                  </View>
                ))}
              </View>
            )}
          </PullList>
        )}
        <View className='as-bar-static'>
          <MainButton text={t('approvalSetting:whitelist.add')} onClick={() => setAdding(true)} testId='whitelist-add' />
        </View>
      </View>
      <PickSheet
        open={adding}
        title={t('approvalSetting:picker.persons')}
        multi
        load={(k, page) => notWhiteListed(k, page).then((r) => ({ items: r.Items.map(personItem), total: r.Total }))}
        onDone={(picked) => void add(picked.map((p) => p.id))}
        onClose={() => setAdding(false)}
        testId='whitelist-picker'
      />
    </Page>
  )
}

export default observer(WhitelistPage)
