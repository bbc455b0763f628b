/**
 * /business/rc — reason codes by product and kind (out of policy, not the lowest fare, refund,
 * change), each in the four languages: add, edit and delete (asked first; orders keep their
 * text). Changing needs ReasonCodeManage.<Product>, or .LowestPrice for that kind; without it
 * the list is read-only.
 */
import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { ReasonCodeItem } from '@api/admin'
import type { PowerKey } from '@api/index'
import { REASON_KINDS, REASON_PRODUCTS, type ReasonKind, type ReasonProduct } from '@api/admin-values'
import Page from '@/components/page'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { TextAction } from '@/components/ui/text-action'
import { useAct, useEditing } from '@/components/use-act'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { REASON_LANGS, type ReasonLang } from '@/domain/travel-policy'
import { useStores } from '@/stores'
import { addReason, deleteReason, editReason, reasonCodes } from '../api'
import { FilterChips, ProductChips } from '../components/chips'
import ReasonSheet, { type ReasonSave } from '../components/reason-sheet'
import '../components/index.scss'
import '@/i18n/ns/travelPolicy'

const asLang = (l: string): ReasonLang =>
  (REASON_LANGS as readonly string[]).includes(l) ? (l as ReasonLang) : l.startsWith('zh') ? 'zh-CN' : l.startsWith('ja') ? 'ja' : 'en'

function ReasonCodes() {
  const { t, i18n } = useTranslation()
  const { power } = useStores()
  const [product, setProduct] = useState<ReasonProduct>('Flight')
  const [kind, setKind] = useState<ReasonKind>('Policy')
  const list = useLoadOnShow(() => reasonCodes(product, kind).then((r) => ({ ...r, Key: `${product}.${kind}` })))
  const act = useAct(list.reload)
  const sheet = useEditing<ReasonCodeItem>(t('travelPolicy:common.saved'), list.reload)
  const lang = asLang(i18n.language)
  const canChange = power.can(
    (kind === 'LowestPrice'
      ? 'ManagePermission.CompanyInfo.ReasonCodeManage.LowestPrice'
      : `ManagePermission.CompanyInfo.ReasonCodeManage.${product}`) as PowerKey,
  )

  const mounted = useRef(false)
  useEffect(() => {
    if (mounted.current) void list.reload()
    mounted.current = true
  }, [product, kind]) // eslint-disable-line react-hooks/exhaustive-deps

  const textOf = (r: ReasonCodeItem) => r.Texts[lang] || r.Texts['zh-CN']
  const save = (d: ReasonSave) =>
    sheet.save(() => (sheet.item ? editReason({ ReasonCodeId: sheet.item.ReasonCodeId, ...d }) : addReason({ Product: product, Kind: kind, ...d })))
  // The list is loaded again whether the server deleted the code or refused.
  const remove = (r: ReasonCodeItem) =>
    act(() => deleteReason(r.ReasonCodeId), {
      ask: { title: t('travelPolicy:rc.deleteTitle'), content: t('travelPolicy:rc.deleteConfirm', { text: textOf(r) }), yes: t('travelPolicy:common.delete') },
      done: t('travelPolicy:common.deleted'),
      refused: () => void list.reload(),
    })

  // Only the chosen product and kind's list (the previous one stays in data while the next loads).
  const items = list.data?.Key === `${product}.${kind}` ? list.data.Items : undefined
  return (
    <Page title="travelPolicy:rc.title" className="tp-page" testId="reason-codes-page">
      <Text className="tp-intro">{t('travelPolicy:rc.hint')}</Text>
      <View className="tp-filters">
        <ProductChips products={REASON_PRODUCTS} value={product} onChange={setProduct} testId="rc-product" />
        <FilterChips
          label={t('travelPolicy:rc.kind')}
          options={REASON_KINDS.map((k) => ({ value: k, label: t(`travelPolicy:rc.kinds.${k}`) }))}
          value={kind}
          onChange={setKind}
          testId="rc-kind"
        />
      </View>
      {!canChange && <Text className="tp-intro">{t('travelPolicy:rc.noPower')}</Text>}
      <LoadStates
        load={list}
        data={items}
        empty={
          <StateBlock
            text={t('travelPolicy:rc.empty', { product: t(`travelPolicy:product.${product}`), kind: t(`travelPolicy:rc.kinds.${kind}`) })}
            actions={canChange ? [{ text: t('travelPolicy:rc.add'), onPress: () => sheet.open('new'), testId: 'rc-empty-add' }] : []}
            testId="rc-empty"
          />
        }
      />
      {items?.map((r) => (
        <View key={r.ReasonCodeId} className="tp-card" data-testid="rc-item" data-code={r.Code}>
          <View className="tp-card__head">
            <Text className="tp-card__title">{textOf(r)}</Text>
            <Tag tone="info" text={r.Code} />
          </View>
          {REASON_LANGS.filter((l) => l !== lang && r.Texts[l] && (l === 'zh-CN' || r.Texts[l] !== r.Texts['zh-CN'])).map((l) => (
            <Text key={l} className="tp-reason__other">
              {t(`travelPolicy:rc.langs.${l}`)}: {r.Texts[l]}
            </Text>
          ))}
          {canChange && (
            <View className="tp-card__actions">
              <TextAction block="tp-action" label={t('travelPolicy:common.edit')} testId="rc-edit" onClick={() => sheet.open(r)} />
              <TextAction block="tp-action" label={t('travelPolicy:common.delete')} danger testId="rc-delete" onClick={() => void remove(r)} />
            </View>
          )}
        </View>
      ))}
      {items && items.length > 0 && canChange && (
        <TextAction block="tp-add" label={t('travelPolicy:rc.add')} onClick={() => sheet.open('new')} testId="rc-add" />
      )}
      {sheet.editing && <ReasonSheet item={sheet.item} product={product} kind={kind} onSave={save} onClose={sheet.close} />}
    </Page>
  )
}

export default observer(ReasonCodes)
