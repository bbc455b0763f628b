import {
  PULL_MAX,
  PULL_THRESHOLD,
  damp,
  downTextKey,
  initialPull,
  pullReducer,
  upTextKey,
  type PullEvent,
  type PullState,
} from '@/components/pull-list/machine'

const at = (over: Partial<PullState>): PullState => ({ ...initialPull, ...over })

describe('pull-down and pull-up transitions', () => {
  it.each<[string, PullState, PullEvent, Partial<PullState>]>([
    ['pulling starts at the top', at({}), { type: 'move', dy: 30, atTop: true }, { down: 'pulling', distance: 30 }],
    ['no pull when scrolled down', at({}), { type: 'move', dy: 30, atTop: false }, { down: 'idle', distance: 0 }],
    ['pushing back up cancels the pull', at({ down: 'pulling', distance: 30 }), { type: 'move', dy: -5, atTop: true }, { down: 'idle', distance: 0 }],
    [
      'release past the threshold refreshes',
      at({ down: 'pulling', distance: PULL_THRESHOLD }),
      { type: 'release' },
      { down: 'refreshing', distance: PULL_THRESHOLD },
    ],
    ['release short of it rebounds', at({ down: 'pulling', distance: PULL_THRESHOLD - 1 }), { type: 'release' }, { down: 'rebound', distance: 0 }],
    [
      'moves are ignored while refreshing',
      at({ down: 'refreshing', distance: 60 }),
      { type: 'move', dy: 90, atTop: true },
      { down: 'refreshing', distance: 60 },
    ],
    ['a finished refresh shows success', at({ down: 'refreshing' }), { type: 'refreshed' }, { down: 'refreshing', succeeded: true }],
    ['settling starts the rebound', at({ down: 'refreshing', succeeded: true }), { type: 'settled' }, { down: 'rebound', distance: 0, succeeded: true }],
    ['rebound ends idle', at({ down: 'rebound', succeeded: true }), { type: 'rebounded' }, { down: 'idle', succeeded: false }],
    ['reaching the bottom loads', at({ up: 'more' }), { type: 'reachBottom' }, { up: 'loading' }],
    ['no second load while loading', at({ up: 'loading' }), { type: 'reachBottom' }, { up: 'loading' }],
    ['no load after the end', at({ up: 'finished' }), { type: 'reachBottom' }, { up: 'finished' }],
    ['no load during a refresh', at({ up: 'more', down: 'refreshing' }), { type: 'reachBottom' }, { up: 'more' }],
    ['a page with more left', at({ up: 'loading' }), { type: 'loaded', hasMore: true }, { up: 'more' }],
    ['the last page', at({ up: 'loading' }), { type: 'loaded', hasMore: false }, { up: 'finished' }],
    ['new data re-reads hasMore', at({ up: 'finished' }), { type: 'reset', hasMore: true }, { up: 'more' }],
  ])('%s', (_name, from, event, expected) => {
    expect(pullReducer(from, event)).toMatchObject(expected)
  })

  it.each([
    [0, 0],
    [-10, 0],
    [40, 40],
    [PULL_THRESHOLD, PULL_THRESHOLD],
    [PULL_THRESHOLD + 20, PULL_THRESHOLD + 10],
    [1000, PULL_MAX],
  ])('damps a %ipx finger travel to %ipx', (dy, distance) => {
    expect(damp(dy)).toBe(distance)
  })

  it.each<[Partial<PullState>, string, string | null]>([
    [{}, 'widgets:pull.pull', null],
    [{ down: 'pulling', distance: 20 }, 'widgets:pull.pull', null],
    [{ down: 'pulling', distance: PULL_THRESHOLD }, 'widgets:pull.release', null],
    [{ down: 'refreshing' }, 'widgets:pull.refreshing', null],
    [{ down: 'refreshing', succeeded: true }, 'widgets:pull.succeeded', null],
    [{ up: 'loading' }, 'widgets:pull.pull', 'widgets:pull.loading'],
    [{ up: 'more' }, 'widgets:pull.pull', 'widgets:pull.more'],
    [{ up: 'finished' }, 'widgets:pull.pull', 'widgets:pull.allLoaded'],
  ])('texts for %o', (over, down, up) => {
    expect(downTextKey(at(over))).toBe(down)
    expect(upTextKey(at(over))).toBe(up)
  })
})
