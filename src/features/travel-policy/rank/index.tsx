/**
 * /business/level/rank?rankId= — one rank's travel standards: every product the server lists
 * (rank/list Products) that the administrator may manage (RankManage.<Product>), each with its
 * rules or "not set — no limit", whether the product applies it today, and what a breach gets.
 * Editing opens the product's sheet; a saved standard applies to the next search at once.
 */
import { useEffect, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { RankItem, RankPolicyRes } from '@api/admin'
import type { PowerKey } from '@api/index'
import type { RankProduct } from '@api/admin-values'
import Page from '@/components/page'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { TextAction } from '@/components/ui/text-action'
import { useLoadable } from '@/components/use-loadable'
import { replace } from '@/core/navigate'
import { useStores } from '@/stores'
import { rankPolicy, ranks, saveRankPolicy } from '../api'
import PolicySheet from '../components/policy-sheet'
import { summaryLines } from '../components/summary'
import '../components/index.scss'
import '@/i18n/ns/travelPolicy'

type Loaded = RankPolicyRes | 'error' | undefined

function RankPage() {
  const { t, i18n } = useTranslation()
  const { session, power, ui } = useStores()
  const rankId = Number(useRouter().params.rankId)
  const list = useLoadable(ranks)
  const [policies, setPolicies] = useState<Partial<Record<RankProduct, Loaded>>>({})
  const [editing, setEditing] = useState<RankPolicyRes | null>(null)
  const rank: RankItem | undefined = list.data?.Items.find((r) => r.Id === rankId)
  const products = (list.data?.Products ?? []).filter((p) => power.can(`ManagePermission.CompanyInfo.RankManage.${p.Product}` as PowerKey))
  const rankName = rank ? (i18n.language.startsWith('zh') ? rank.Name : rank.NameEn || rank.Name) : ''

  const loadPolicy = (product: RankProduct) => {
    setPolicies((s) => ({ ...s, [product]: undefined }))
    rankPolicy(rankId, product).then(
      (r) => setPolicies((s) => ({ ...s, [product]: r })),
      () => setPolicies((s) => ({ ...s, [product]: 'error' })),
    )
  }
  useDidShow(() => {
    if (session.signedIn && rankId > 0) void list.reload()
  })
  // Each product's standard loads once the products (and the rank) are known.
  const productKey = products.map((p) => p.Product).join(',')
  useEffect(() => {
    if (rank) for (const p of products) loadPolicy(p.Product)
  }, [productKey, rank?.Id]) // eslint-disable-line react-hooks/exhaustive-deps

  const save = (res: RankPolicyRes) => (policy: Record<string, unknown> | null, breach: RankPolicyRes['Breach']) =>
    saveRankPolicy({ RankId: rankId, Product: res.Product, Policy: policy, Breach: breach })
  const saved = (r: RankPolicyRes) => {
    setPolicies((s) => ({ ...s, [r.Product]: r }))
    setEditing(null)
    ui.toast(t('travelPolicy:common.saved'))
  }

  const invalid = !(rankId > 0)
  return (
    <Page title="travelPolicy:rank.title" className="tp-page" testId="rank-policy-page">
      {!invalid && !list.data && list.status === 'loading' && <Skeletons count={3} />}
      {!invalid && !list.data && list.status === 'error' && <ErrorBlock onRetry={() => void list.reload()} />}
      {(invalid || (list.data && !rank)) && (
        <StateBlock
          text={t('travelPolicy:rank.missing')}
          actions={[{ text: t('travelPolicy:rank.back'), onPress: () => void replace('rankList'), testId: 'rank-missing-back' }]}
          testId="rank-missing"
        />
      )}
      {rank && (
        <View data-testid="rank-policies" data-rank={rank.Code}>
          <Text className="tp-intro">
            {rankName} · {t('travelPolicy:levels.level', { n: rank.Level })} · {t('travelPolicy:common.people', { n: rank.Members })}
          </Text>
          {products.map(({ Product, Enforced }) => {
            const r = policies[Product]
            return (
              <View
                key={Product}
                className="tp-card"
                data-testid="policy-card"
                data-product={Product}
                data-set={r && r !== 'error' ? String(r.Policy !== null) : undefined}
              >
                <View className="tp-card__head">
                  <Text className="tp-card__title">{t(`travelPolicy:product.${Product}`)}</Text>
                  <Tag tone={Enforced ? 'pass' : 'off'} text={t(Enforced ? 'travelPolicy:rank.enforced' : 'travelPolicy:rank.notEnforced')} />
                </View>
                {r === undefined && <Text className="tp-card__none">…</Text>}
                {r === 'error' && <TextAction block="tp-action" label={t('travelPolicy:rank.loadFailed')} onClick={() => loadPolicy(Product)} />}
                {r && r !== 'error' && r.Policy === null && (
                  <Text className="tp-card__none" data-testid="policy-not-set">
                    {t('travelPolicy:rank.notSet')}
                  </Text>
                )}
                {r &&
                  r !== 'error' &&
                  r.Policy !== null &&
                  (summaryLines(Product, r.Policy, t).length ? summaryLines(Product, r.Policy, t) : [t('travelPolicy:sheet.noLimit')]).map((line) => (
                    <Text key={line} className="tp-card__line">
                      {line}
                    </Text>
                  ))}
                {r && r !== 'error' && <Text className="tp-card__sub">{t('travelPolicy:rank.breach', { action: t(`travelPolicy:breach.${r.Breach}`) })}</Text>}
                {r && r !== 'error' && (
                  <View className="tp-card__actions">
                    <TextAction block="tp-action" label={t('travelPolicy:common.edit')} testId="policy-edit" onClick={() => setEditing(r)} />
                  </View>
                )}
              </View>
            )
          })}
        </View>
      )}
      {editing && rank && <PolicySheet rankName={rankName} res={editing} onSave={save(editing)} onSaved={saved} onClose={() => setEditing(null)} />}
    </Page>
  )
}

export default observer(RankPage)
