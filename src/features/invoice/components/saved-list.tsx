/**
 * The frame of the invoice headers and shipping addresses pages: the saved items, the default
 * first and marked; add (also at once when opened with add=1, from a request), edit, make default
 * and delete (asked first). The page gives the calls, how an item reads and its edit sheet.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { TextAction } from '@/components/ui/text-action'
import { useConfirm } from '@/components/use-confirm'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { back } from '@/core/navigate'
import { useStores } from '@/stores'
import './index.scss'
import '@/i18n/ns/invoice'

export interface SavedListProps<T> {
  /** 'headers' or 'addresses': the texts under invoice:<kind>.* and the test ids. */
  kind: 'headers' | 'addresses'
  load: () => Promise<{ Items: T[] }>
  idOf: (item: T) => number
  isDefault: (item: T) => boolean
  lines: (item: T) => string[]
  makeDefault: (item: T) => Promise<unknown>
  remove: (item: T) => Promise<unknown>
  /** The edit sheet of an item, or of a new one (null); onSaved closes it and reloads. */
  sheet: (item: T | null, onSaved: () => void, onClose: () => void) => ReactNode
}

export default function SavedList<T>(p: SavedListProps<T>) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const confirm = useConfirm()
  const fromRequest = useRouter().params.add === '1'
  const list = useLoadOnShow(p.load)
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  useEffect(() => {
    if (fromRequest) setEditing('new')
  }, [])

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run()
      ui.toast(t(done))
      await list.reload()
    } catch {
      // The server's message was shown.
    }
  }
  const remove = async (item: T) => {
    const answer = await confirm({
      title: t(`invoice:${p.kind}.delete`),
      content: t(`invoice:${p.kind}.deleteConfirm`, { name: p.lines(item)[0] }),
      yes: t('invoice:delete'),
    })
    if (answer) await act(() => p.remove(item), 'invoice:deleted')
  }
  const saved = () => {
    setEditing(null)
    ui.toast(t('invoice:saved'))
    // Added for a request: back to it, where the new one is offered.
    if (fromRequest) void back()
    else void list.reload()
  }

  const items = list.data?.Items
  return (
    <Page title={`invoice:${p.kind}.title`} testId={`invoice-${p.kind}-page`}>
      <View className="inv-saved">
        {!items && list.status === 'error' && <ErrorBlock onRetry={() => void list.reload()} />}
        {!items && list.status !== 'error' && <Skeletons count={2} />}
        {items && items.length === 0 && (
          <StateBlock
            text={t(`invoice:${p.kind}.empty`)}
            actions={[{ text: t(`invoice:${p.kind}.add`), onPress: () => setEditing('new'), testId: `${p.kind}-empty-add` }]}
            testId={`${p.kind}-empty`}
          />
        )}
        {items?.map((item) => (
          <View key={p.idOf(item)} className="inv-card" data-testid={`${p.kind}-item`} data-default={p.isDefault(item) ? 'true' : 'false'}>
            <View className="inv-card__head">
              <Text className="inv-card__title">{p.lines(item)[0]}</Text>
              {p.isDefault(item) && <Tag tone="info" text={t('invoice:default')} />}
            </View>
            {p
              .lines(item)
              .slice(1)
              .filter(Boolean)
              .map((l) => (
                <Text key={l} className="inv-card__meta">
                  {l}
                </Text>
              ))}
            <View className="inv-card__actions">
              <TextAction block="inv-action" label={t('invoice:edit')} testId={`${p.kind}-edit`} onClick={() => setEditing(item)} />
              {!p.isDefault(item) && (
                <TextAction
                  block="inv-action"
                  label={t('invoice:setDefault')}
                  testId={`${p.kind}-set-default`}
                  onClick={() => void act(() => p.makeDefault(item), 'invoice:defaultSet')}
                />
              )}
              <TextAction block="inv-action" label={t('invoice:delete')} danger testId={`${p.kind}-delete`} onClick={() => void remove(item)} />
            </View>
          </View>
        ))}
        {items && items.length > 0 && (
          <View className="inv-add" role="button" data-testid={`${p.kind}-add`} onClick={() => setEditing('new')}>
            <Text>{t(`invoice:${p.kind}.add`)}</Text>
          </View>
        )}
      </View>
      {editing && p.sheet(editing === 'new' ? null : editing, saved, () => setEditing(null))}
    </Page>
  )
}
