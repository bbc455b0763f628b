import { useState, act } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import { View } from '@tarojs/components'
import PullList from '@/components/pull-list'
import { TIMINGS } from '@/components/pull-list/machine'
import { useTestLanguage } from './i18n'

function Harness({ refresh, more }: { refresh: () => Promise<void>; more: () => Promise<boolean> }) {
  const [rows, setRows] = useState([1, 2, 3])
  const [hasMore, setHasMore] = useState(true)
  return (
    <PullList
      testId="list"
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
        <View key={r} className="row">{`row ${r}`}</View>
      ))}
    </PullList>
  )
}

const list = () => document.querySelector('[data-testid="list"]') as HTMLElement
const header = () => document.querySelector('.pull-list__header') as HTMLElement
const footer = () => document.querySelector('.pull-list__footer') as HTMLElement | null
const flush = () =>
  act(async () => {
    await Promise.resolve()
  })

describe('PullList', () => {
  beforeAll(() => useTestLanguage('en'))
  let mounted: TestUtils | null = null
  afterEach(() => {
    jest.useRealTimers()
    mounted?.unmout()
    mounted = null
  })

  // Taro's mount waits on real timers: mount first, then take over the clock.
  async function mount(refresh: () => Promise<void>, more: () => Promise<boolean>) {
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <Harness refresh={refresh} more={more} />, {})
    jest.useFakeTimers()
    await act(async () => jest.advanceTimersByTime(TIMINGS.dataChange))
    return utils
  }

  it('pull down past the threshold refreshes, shows success for 300 ms, rebounds in 600 ms', async () => {
    let refreshes = 0
    const utils = await mount(
      async () => void refreshes++,
      async () => true,
    )
    expect(header().textContent).toBe('Pull to refresh')

    await act(async () => utils.fireEvent.touchStart(list(), { touches: [{ clientY: 100 } as Touch] }))
    await act(async () => utils.fireEvent.touchMove(list(), { touches: [{ clientY: 130 } as Touch] }))
    expect(header().getAttribute('data-state')).toBe('pulling')
    expect(header().textContent).toBe('Pull to refresh')
    await act(async () => utils.fireEvent.touchMove(list(), { touches: [{ clientY: 200 } as Touch] }))
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
    let refreshes = 0
    const utils = await mount(
      async () => void refreshes++,
      async () => true,
    )
    await act(async () => utils.fireEvent.touchStart(list(), { touches: [{ clientY: 100 } as Touch] }))
    await act(async () => utils.fireEvent.touchMove(list(), { touches: [{ clientY: 120 } as Touch] }))
    await act(async () => utils.fireEvent.touchEnd(list(), { touches: [] }))
    expect(header().getAttribute('data-state')).toBe('rebound')
    await act(async () => jest.advanceTimersByTime(TIMINGS.rebound))
    expect(header().getAttribute('data-state')).toBe('idle')
    expect(refreshes).toBe(0)
  })

  it('loads more until all are loaded', async () => {
    const answers = [true, false]
    const utils = await mount(
      async () => undefined,
      async () => answers.shift() ?? false,
    )
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
