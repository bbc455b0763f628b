/**
 * What every product's search page shows before it can search (docs/kit.md): a skeleton of its
 * card while the powers load, and without the power to search, why and the way home. The page
 * returns the gate when there is one: `const gate = searchGate(…); if (gate) return gate`.
 */
import { View } from '@tarojs/components'
import Page from '@/components/page'
import { StateBlock } from '@/components/ui/states'
import { go } from '@/core/navigate'

export interface SearchGateOptions {
  loaded: boolean
  allowed: boolean
  t: (key: string) => string
  /** The product's texts namespace: `<ns>:title.search`, `<ns>:search.noPermission`, `<ns>:search.backHome`. */
  ns: string
  /** The page's name: its class block and test id `<id>-search` (its __band and __card), `<id>-no-permission`. */
  id: string
}

export function searchGate({ loaded, allowed, t, ns, id }: SearchGateOptions): JSX.Element | null {
  const o = { title: `${ns}:title.search`, block: `${id}-search`, testId: `${id}-search` }
  if (!loaded) {
    return (
      <Page title={o.title} className={o.block} testId={o.testId}>
        <View className={`${o.block}__band`} />
        <View className={`${o.block}__card ${o.block}__card--skeleton`} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <View key={i} className="skeleton__bar" />
          ))}
        </View>
      </Page>
    )
  }
  if (!allowed) {
    return (
      <Page title={o.title} className={o.block} testId={o.testId}>
        <StateBlock
          text={t(`${ns}:search.noPermission`)}
          actions={[{ text: t(`${ns}:search.backHome`), onPress: () => void go('home'), solid: true }]}
          testId={`${id}-no-permission`}
        />
      </Page>
    )
  }
  return null
}
