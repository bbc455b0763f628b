/**
 * /personal/ranks — my travel standard: for flights, hotels and trains, the rank and its rules in
 * plain words as the server words them in my language; a product whose standard does not apply
 * says so.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { isCancelled } from '@/core/errors'
import { useStores } from '@/stores'
import { DECLARED } from '@/products'
import { myRank, type RankSummary } from '../api'
import './index.scss'
import '@/i18n/ns/account'

/** A card per product with a travel rank, as each declares (src/products.ts), keyed by its folder's name. */
const PRODUCTS = DECLARED.flatMap((p) => (p.listed?.rank ? [{ key: p.pkg.replace(/^features\//, ''), ...p.listed.rank }] : []))

type Loaded = Partial<Record<string, RankSummary | null | 'error'>>

function MyRanks() {
  const { t, i18n } = useTranslation()
  const { power, session } = useStores()
  const [ranks, setRanks] = useState<Loaded>({})
  const shown = PRODUCTS.filter((p) => power.can(p.power))
  const load = () => {
    for (const p of shown)
      myRank(p.path).then(
        (r) => setRanks((x) => ({ ...x, [p.key]: r })),
        (e) => !isCancelled(e) && setRanks((x) => ({ ...x, [p.key]: 'error' })),
      )
  }
  useEffect(() => {
    if (session.signedIn && power.loaded) load()
  }, [session.signedIn, power.loaded, i18n.language])

  return (
    <Page title="account:ranks.title" className="my-ranks" testId="ranks-page">
      {shown.map((p) => {
        const r = ranks[p.key]
        return (
          <View key={p.key} className="my-ranks__card" data-testid={`rank-${p.key}`}>
            <View className="my-ranks__head">
              <Text className="my-ranks__product">{t(p.label)}</Text>
              {r && r !== 'error' && <Text className="my-ranks__rank">{r.RankName}</Text>}
            </View>
            {r === undefined && <Skeletons count={2} />}
            {r === 'error' && <ErrorBlock onRetry={load} />}
            {r === null && <Text className="my-ranks__line">{t('account:ranks.none')}</Text>}
            {r &&
              r !== 'error' &&
              (r.Summary.length ? (
                r.Summary.map((line) => <Text key={line} className="my-ranks__line">{`· ${line}`}</Text>)
              ) : (
                <Text className="my-ranks__line">{t('account:ranks.any')}</Text>
              ))}
          </View>
        )
      })}
    </Page>
  )
}

export default observer(MyRanks)
