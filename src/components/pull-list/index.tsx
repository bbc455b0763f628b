import { ReactNode, useEffect, useReducer, useRef } from 'react'
import { ScrollView, View, Text } from '@tarojs/components'
import type { BaseEventOrig, ITouchEvent } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PULL_THRESHOLD, TIMINGS, downTextKey, initialPull, pullReducer, upTextKey } from './machine'
import './index.scss'

export interface PullListProps {
  /** Reloads the first page. A rejection ends the refresh without 'refresh succeeded'. */
  onRefresh?: () => Promise<unknown>
  /** Loads the next page; resolves whether more remain. */
  onLoadMore?: () => Promise<boolean>
  /** Whether more pages remain after what is shown now. */
  hasMore?: boolean
  /** A `usePaged` list: its refresh, next page and whether more remain, where the props above are not given. */
  paged?: { hasMore: boolean; refresh: () => Promise<unknown>; loadMore: () => Promise<boolean> }
  /** Shown instead of the footer when the list has no rows. */
  empty?: ReactNode
  isEmpty?: boolean
  className?: string
  testId?: string
  children?: ReactNode
}

export default function PullList({ paged, ...own }: PullListProps) {
  const props = {
    ...own,
    hasMore: own.hasMore ?? paged?.hasMore ?? false,
    onRefresh: own.onRefresh ?? paged?.refresh,
    onLoadMore: own.onLoadMore ?? paged?.loadMore,
  }
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(pullReducer, { ...initialPull, up: props.hasMore ? 'more' : 'finished' })
  const startY = useRef<number | null>(null)
  const scrollTop = useRef(0)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms))
  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  // The data changed under us (a refresh or a filter): re-read whether more remain.
  useEffect(() => {
    const id = setTimeout(() => dispatch({ type: 'reset', hasMore: props.hasMore }), TIMINGS.dataChange)
    return () => clearTimeout(id)
  }, [props.hasMore])

  const refresh = () => {
    const done = (ok: boolean) => {
      if (ok) dispatch({ type: 'refreshed' })
      later(ok ? TIMINGS.settle : 0, () => {
        dispatch({ type: 'settled' })
        later(TIMINGS.rebound, () => dispatch({ type: 'rebounded' }))
      })
    }
    Promise.resolve(props.onRefresh?.()).then(
      () => done(true),
      () => done(false),
    )
  }

  // ScrollView types its touch handlers as plain events; they carry touches on both targets.
  const firstY = (e: BaseEventOrig) => (e as ITouchEvent).touches?.[0]?.clientY
  const onTouchStart = (e: BaseEventOrig) => {
    startY.current = firstY(e) ?? null
  }
  const onTouchMove = (e: BaseEventOrig) => {
    if (startY.current === null || !props.onRefresh) return
    const y = firstY(e) ?? startY.current
    dispatch({ type: 'move', dy: y - startY.current, atTop: scrollTop.current <= 0 })
  }
  const onTouchEnd = () => {
    startY.current = null
    if (state.down !== 'pulling') return
    dispatch({ type: 'release' })
    if (state.distance >= PULL_THRESHOLD) refresh()
    else later(TIMINGS.rebound, () => dispatch({ type: 'rebounded' }))
  }
  const onLower = () => {
    if (!props.onLoadMore || state.up === 'loading' || state.up === 'finished' || state.down === 'refreshing') return
    dispatch({ type: 'reachBottom' })
    props.onLoadMore().then(
      (hasMore) => dispatch({ type: 'loaded', hasMore }),
      () => dispatch({ type: 'loaded', hasMore: true }),
    )
  }

  const upKey = upTextKey(state)
  const moving = state.down === 'pulling'
  return (
    <ScrollView
      className={`pull-list ${props.className ?? ''}`}
      scrollY
      lowerThreshold={80}
      onScroll={(e) => (scrollTop.current = e.detail.scrollTop)}
      onScrollToLower={onLower}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      data-testid={props.testId}
    >
      <View className={`pull-list__body ${moving ? '' : 'pull-list__body--animated'}`} style={{ transform: `translateY(${state.distance}px)` }}>
        <View className="pull-list__header" data-state={state.down}>
          {state.down === 'refreshing' && !state.succeeded && <View className="pull-list__spinner" />}
          <Text>{t(downTextKey(state))}</Text>
        </View>
        {props.children}
        {props.isEmpty && props.empty
          ? props.empty
          : upKey && (
              <View className="pull-list__footer" data-state={state.up} onClick={state.up === 'more' ? onLower : undefined}>
                {state.up === 'loading' && <View className="pull-list__spinner" />}
                <Text>{t(upKey)}</Text>
              </View>
            )}
      </View>
    </ScrollView>
  )
}
