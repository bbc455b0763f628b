import { useState, type ReactNode } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { ErrorBlock } from '@/components/ui/states'
import type { Loadable } from '@/components/use-loadable'
import { useStores } from '@/stores'

/**
 * An account page's loads, again each time the page shows (back from a payment, a top-up); the
 * count it returns changes with each showing, so the records below load again too.
 */
export function useReloadOnShow(...loads: Pick<Loadable<unknown>, 'reload'>[]): [number, () => void] {
  const { session } = useStores()
  const [shown, setShown] = useState(0)
  const again = () => setShown((n) => n + 1)
  useDidShow(() => {
    if (!session.signedIn) return
    for (const l of loads) void l.reload()
    again()
  })
  return [shown, again]
}

export interface BalanceHeadProps<T> {
  label: string
  account: Loadable<T>
  /** The balance as shown. */
  amount: (a: T) => string
  testId: string
  /** The notes under the balance, and its actions. */
  children?: ReactNode
}

/** The head of an account page (wallet, prepayment, travel beans): its balance, or a retry. */
export function BalanceHead<T>({ label, account, amount, testId, children }: BalanceHeadProps<T>) {
  const a = account.data
  return (
    <View className="money-head">
      <Text className="money-head__label">{label}</Text>
      {a ? (
        <Text className="money-head__amount" data-testid={testId}>
          {amount(a)}
        </Text>
      ) : account.status === 'error' ? (
        <ErrorBlock onRetry={() => void account.reload()} />
      ) : (
        <Text className="money-head__amount">—</Text>
      )}
      {children}
    </View>
  )
}
