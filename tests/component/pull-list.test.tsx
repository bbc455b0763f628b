import React, { useState } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { View } from '@tarojs/components'
import PullList from '@/components/pull-list'
import { TIMINGS } from '@/components/pull-list/machine'
import { useTestLanguage } from './i18n'

function Harness({ refresh, more }: { refresh: () => Promise<void>; more: () => Promise<boolean> }) {
  const [rows, setRows] = useState([1, 2, 3])
  const [hasMore, setHasMore] = useState(true)
  return (
    <PullList
      testId='list'
      hasMore={hasMore}
      onRefresh={refresh}
      onLoadMore={async () => {
        const next = await more()
        setRows((r) => [...r, r.length + 1])
        setHasMore(next)
        return next
      }}
    >
      {rows.map((r) => (
        <View key={r} className='row'>{`row ${r}`}</View>
      ))}
    </PullList>
  )
}

const list = () => document.querySelector('[data-testid="list"]') as HTMLElement
const header = () => document.querySelector('.pull-list__header') as HTMLElement
const footer = () => document.querySelector('.pull-list__footer') as HTMLElement | null
const flush = () => act(async () => { await Promise.resolve() })

describe('PullList', () => {
  beforeAll(() => useTestLanguage('en'))
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('pull down past the threshold refreshes, shows success for 300 ms, rebounds in 600 ms', async () => {
    const utils = new TestUtils()
    let refreshes = 0
    await utils.mount(() => <Harness refresh={async () => void refreshes++} more={async () => true} />, {})
    expect(header().textContent).toBe('Pull to refresh')

    await act(async () => utils.fireEvent.touchStart(list(), { touches: [{ clientY: 100 }] }))
    await act(async () => utils.fireEvent.touchMove(list(), { touches: [{ clientY: 130 }] }))
    expect(header().getAttribute('data-state')).toBe('pulling')
    expect(header().textContent).toBe('Pull to refresh')
    await act(async () => utils.fireEvent.touchMove(list(), { touches: [{ clientY: 200 }] }))
    expect(header().textContent).toBe('Release')

    await act(async () => utils.fireEvent.touchEnd(list(), { touches: [] }))
    await flush()
    expect(refreshes).toBe(1)
    expect(header().textContent).toBe('Refreshed')
    await act(async () => jest.advanceTimersByTime(TIMINGS.settle))
    expect(header().getAttribute('data-state')).toBe('rebound')
    await act(async () => jest.advanceTimersByTime(TIMINGS.rebound))
    expect(header().getAttribute('data-state')).toBe('idle')
    expect(header().textContent).toBe('Pull to refresh')
  })

  it('a short pull rebounds without refreshing', async () => {
    const utils = new TestUtils()
    let refreshes = 0
    await utils.mount(() => <Harness refresh={async () => void refreshes++} more={async () => true} />, {})
    await act(async () => utils.fireEvent.touchStart(list(), { touches: [{ clientY: 100 }] }))
    await act(async () => utils.fireEvent.touchMove(list(), { touches: [{ clientY: 120 }] }))
    await act(async () => utils.fireEvent.touchEnd(list(), { touches: [] }))
    expect(header().getAttribute('data-state')).toBe('rebound')
    await act(async () => jest.advanceTimersByTime(TIMINGS.rebound))
    expect(header().getAttribute('data-state')).toBe('idle')
    expect(refreshes).toBe(0)
  })

  it('loads more until all are loaded', async () => {
    const utils = new TestUtils()
    const answers = [true, false]
    await utils.mount(() => <Harness refresh={async () => undefined} more={async () => answers.shift() ?? false} />, {})
    await act(async () => jest.advanceTimersByTime(TIMINGS.dataChange))
    expect(footer()?.textContent).toBe('Pull up for more')

    await act(async () => utils.fireEvent.click(footer()!))
    await flush()
    await act(async () => jest.advanceTimersByTime(TIMINGS.dataChange))
    expect(document.querySelectorAll('.row')).toHaveLength(4)
    expect(footer()?.textContent).toBe('Pull up for more')

    await act(async () => utils.fireEvent.click(footer()!))
    await flush()
    await act(async () => jest.advanceTimersByTime(TIMINGS.dataChange))
    expect(document.querySelectorAll('.row')).toHaveLength(5)
    expect(footer()?.getAttribute('data-state')).toBe('finished')
    expect(footer()?.textContent).toBe('All loaded')
  })
})
