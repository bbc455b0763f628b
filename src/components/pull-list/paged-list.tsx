import type { ReactNode } from 'react'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import type { usePaged } from '@/components/use-paged'
import PullList from './index'

/**
 * A `usePaged` list on screen (docs/kit.md): its skeleton until the first page, the error with
 * retry when that failed, then the rows in a `PullList` (pull to refresh, more as it scrolls,
 * `empty` when there are none). `testId` names the skeleton, the error and the list
 * (`<testId>-loading`, `-error`, `-list`, or `listTestId`); `pages={false}` for a list that comes whole.
 */
export function PagedList<T, M>(p: {
  paged: ReturnType<typeof usePaged<T, M>>
  empty: ReactNode
  children: (items: T[]) => ReactNode
  skeletons?: number
  className?: string
  testId?: string
  listTestId?: string
  pages?: boolean
}) {
  const { state, hasMore } = p.paged
  const id = (what: string) => (p.testId ? `${p.testId}-${what}` : undefined)
  if (state.items === null && state.failed) return <ErrorBlock onRetry={() => void p.paged.refresh().catch(() => undefined)} testId={id('error')} />
  if (state.items === null) return <Skeletons count={p.skeletons} testId={id('loading')} />
  return (
    <PullList
      className={p.className}
      hasMore={p.pages === false ? false : hasMore}
      onRefresh={() => p.paged.refresh()}
      onLoadMore={p.pages === false ? undefined : p.paged.loadMore}
      isEmpty={state.items.length === 0}
      empty={p.empty}
      testId={p.listTestId ?? id('list')}
    >
      {p.children(state.items)}
    </PullList>
  )
}
