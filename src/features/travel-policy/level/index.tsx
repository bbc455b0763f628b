/**
 * /business/level — the company's ranks with how many people hold each: add, edit (name, English
 * name, level), delete (asked first; a rank still held is refused by the server, said here in
 * words). A rank opens its standards of every product.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { RankItem } from '@api/admin'
import Page from '@/components/page'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { TextAction } from '@/components/ui/text-action'
import { useEditing } from '@/components/use-act'
import { useConfirm } from '@/components/use-confirm'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { addRank, deleteRank, ranks, renameRank } from '../api'
import RankSheet from '../components/rank-sheet'
import '../components/index.scss'
import '@/i18n/ns/travelPolicy'

function Levels() {
  const { t, i18n } = useTranslation()
  const { ui } = useStores()
  const confirm = useConfirm()
  const list = useLoadOnShow(ranks)
  const sheet = useEditing<RankItem>(t('travelPolicy:common.saved'), list.reload)
  const nameOf = (r: RankItem) => (i18n.language.startsWith('zh') ? r.Name : r.NameEn || r.Name)
  const items = list.data ? [...list.data.Items].sort((a, b) => a.Level - b.Level || a.Id - b.Id) : null

  const save = (d: { Name: string; NameEn: string; Level: number }) => sheet.save(() => (sheet.item ? renameRank({ RankId: sheet.item.Id, ...d }) : addRank(d)))
  const inUse = (r: RankItem, n: number) =>
    void ui.alert({
      title: t('travelPolicy:levels.inUseTitle'),
      content: t('travelPolicy:levels.inUse', { name: nameOf(r), n }),
      buttons: [{ text: t('travelPolicy:levels.ok'), value: 'ok' }],
    })
  const remove = async (r: RankItem) => {
    const answer = await confirm({
      title: t('travelPolicy:levels.deleteTitle'),
      content: t('travelPolicy:levels.deleteConfirm', { name: nameOf(r) }),
      yes: t('travelPolicy:common.delete'),
    })
    if (!answer) return
    let done: { Count: number } | null = null
    try {
      done = await deleteRank(r.Id)
    } catch {
      return
    }
    const fresh = await list.reload()
    if (done) ui.toast(t('travelPolicy:common.deleted'))
    else {
      // Refused: somebody still holds the rank (the list now says how many).
      const now = fresh?.Items.find((x) => x.Id === r.Id)
      if (now) inUse(r, now.Members)
    }
  }

  return (
    <Page title="travelPolicy:levels.title" className="tp-page" testId="rank-list-page">
      <Text className="tp-intro">{t('travelPolicy:levels.hint')}</Text>
      <LoadStates
        load={list}
        data={items}
        empty={
          <StateBlock
            text={t('travelPolicy:levels.empty')}
            actions={[{ text: t('travelPolicy:levels.add'), onPress: () => sheet.open('new'), testId: 'rank-empty-add' }]}
          />
        }
      />
      {items?.map((r) => (
        <View key={r.Id} className="tp-card" data-testid="rank-item" data-code={r.Code} data-members={r.Members}>
          <View className="tp-card__head" role="link" onClick={() => void go('rankPolicy', { rankId: r.Id })} data-testid="rank-open">
            <Text className="tp-card__title">{nameOf(r)}</Text>
            <Tag tone="info" text={t('travelPolicy:levels.level', { n: r.Level })} />
          </View>
          <Text className="tp-card__sub">
            {[i18n.language.startsWith('zh') ? r.NameEn : r.Name, r.Code, t('travelPolicy:common.people', { n: r.Members })].filter(Boolean).join(' · ')}
          </Text>
          <View className="tp-card__actions">
            <TextAction block="tp-action" label={t('travelPolicy:levels.standards')} testId="rank-standards" to={['rankPolicy', { rankId: r.Id }]} />
            <TextAction block="tp-action" label={t('travelPolicy:levels.rename')} testId="rank-edit" onClick={() => sheet.open(r)} />
            <TextAction block="tp-action" label={t('travelPolicy:common.delete')} danger testId="rank-delete" onClick={() => void remove(r)} />
          </View>
        </View>
      ))}
      {items && items.length > 0 && <TextAction block="tp-add" label={t('travelPolicy:levels.add')} onClick={() => sheet.open('new')} testId="rank-add" />}
      {sheet.editing && (
        <RankSheet rank={sheet.item} nextLevel={Math.min(9, Math.max(0, ...(items ?? []).map((r) => r.Level)) + 1)} onSave={save} onClose={sheet.close} />
      )}
    </Page>
  )
}

export default observer(Levels)
