/**
 * /business/setting/approvers — designated approvers (指定审批人): the people approval templates
 * may name as approvers or backups. A searchable, paged list showing each person's department and
 * the templates naming them; people are added from the employees outside the pool (several at
 * once) and removed one by one after a confirmation. The server refuses to remove someone a
 * template still names (1017): its message, naming the templates, is shown in a dialog.
 */
import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { AppointVettingPersonItem } from '@api/approval'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import PullList from '@/components/pull-list'
import { usePaged } from '@/components/use-paged'
import { useKeyword } from '@/components/use-keyword'
import { isApiError } from '@/core/errors'
import { useStores } from '@/stores'
import { addAppointed, appointedApprovers, deleteAppointed, notAppointed } from '../api'
import PickSheet, { personItem } from '@/components/pick-sheet'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import '../components/index.scss'
import '@/i18n/ns/approvalSetting'
import { MainButton } from '@/components/ui/button'

function ApproversPage() {
  const { t } = useTranslation()
  const { session, ui } = useStores()
  const [adding, setAdding] = useState(false)
  const paged = usePaged((page) => appointedApprovers(keyword.trim(), page).then((r) => ({ items: r.Items, total: r.Total })))
  const list = paged.state
  const reload = () => paged.refresh().catch(() => undefined)
  const [keyword, setKeyword] = useKeyword(reload)

  useDidShow(() => {
    if (session.signedIn) reload()
  })

  const remove = async (p: AppointVettingPersonItem) => {
    const answer = await ui.alert({
      title: t('approvalSetting:approvers.removeTitle'),
      content: t('approvalSetting:approvers.removeContent', { name: p.Name }),
      buttons: [
        { text: t('common:cancel'), value: 'no' },
        { text: t('approvalSetting:common.remove'), value: 'yes' },
      ],
    })
    if (answer !== 'yes') return
    try {
      await deleteAppointed([p.PersonId])
      ui.toast(t('approvalSetting:approvers.removed'))
      await reload()
    } catch (e) {
      // Still named in a template: the server's words say which ones.
      if (isApiError(e) && e.code === ErrorCode.InUse) {
        void ui.alert({ title: t('approvalSetting:approvers.refusedTitle'), content: e.message, buttons: [{ text: t('approvalSetting:approvers.ok'), value: 'ok' }] })
        await reload()
      }
    }
  }
  const add = async (ids: number[]) => {
    setAdding(false)
    try {
      const r = await addAppointed(ids)
      ui.toast(t('approvalSetting:approvers.added', { n: r.Count }))
      await reload()
    } catch {
      // shown by the http client
    }
  }

  const items = list.items
  return (
    <Page title='approvalSetting:approvers.title' testId='approval-approvers'>
      <View className='as-screen'>
        <View className='as-search'>
          <Input className='as-search__input' value={keyword} placeholder={t('approvalSetting:common.personSearch')} onInput={(e) => setKeyword(e.detail.value)} data-testid='approvers-search' />
        </View>
        {items !== null && (
          <Text className='as-total' data-testid='approvers-total'>
            {t('approvalSetting:approvers.total', { n: list.total })} · {t('approvalSetting:approvers.hint')}
          </Text>
        )}
        {items === null && !list.failed && <Skeletons testId='approvers-loading' />}
        {items === null && list.failed && <ErrorBlock onRetry={reload} testId='approvers-error' />}
        {items !== null && (
          <PullList
            className='as-list'
            hasMore={paged.hasMore}
            onRefresh={() => paged.refresh()}
            onLoadMore={paged.loadMore}
            isEmpty={items.length === 0}
            empty={<StateBlock text={t('approvalSetting:approvers.empty')} testId='approvers-empty' />}
            testId='approvers-list'
          >
            {items.length > 0 && (
              <View className='as-section'>
                {items.map((p) => (
                  <View key={p.PersonId} className='as-person' data-testid={`approver-${p.PersonId}`}>
                    <View className='as-person__text'>
                      <Text className='as-person__name'>{p.Name}</Text>
                      <Text className='as-person__sub'>{[p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · ')}</Text>
                      <Text className='as-person__uses' data-testid={`approver-templates-${p.PersonId}`}>
                        {p.Templates.length
                          ? t('approvalSetting:approvers.named', { names: p.Templates.map((x) => x.Name).join(t('approvalSetting:common.listSep')) })
                          : t('approvalSetting:approvers.notNamed')}
                      </Text>
                    </View>
                    <View className='as-person__action' role='button' onClick={() => void remove(p)} data-testid={`approver-remove-${p.PersonId}`}>
                      <Text>{t('approvalSetting:common.remove')}</Text>
                    </View>
                  </View>
                ))}
              </View>
            )}
          </PullList>
        )}
        <View className='as-bar-static'>
          <MainButton text={t('approvalSetting:approvers.add')} onClick={() => setAdding(true)} testId='approvers-add' />
        </View>
      </View>
      <PickSheet
        open={adding}
        title={t('approvalSetting:picker.persons')}
        multi
        load={(k, page) => notAppointed(k, page).then((r) => ({ items: r.Items.map(personItem), total: r.Total }))}
        onDone={(picked) => void add(picked.map((p) => p.id))}
        onClose={() => setAdding(false)}
        testId='approvers-picker'
      />
    </Page>
  )
}

export default observer(ApproversPage)
