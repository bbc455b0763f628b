// The car order page keeps a ride current without reloading: on H5 it follows the server's event
// stream (each event asks for the order again, `end` closes it); when no ticket can be had or the
// stream breaks it falls back to asking every POLL_MS. EventSource is a stand-in: jsdom has none.
import { Text } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { byTestId, flush } from './form-helpers'

class FakeSource {
  static all: FakeSource[] = []
  listeners = new Map<string, (e: { data: string }) => void>()
  onerror: (() => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeSource.all.push(this)
  }
  addEventListener(name: string, fn: (e: { data: string }) => void) {
    this.listeners.set(name, fn)
  }
  close() {
    this.closed = true
  }
  emit(name: string, data: unknown) {
    this.listeners.get(name)?.({ data: JSON.stringify(data) })
  }
}
;(globalThis as unknown as { EventSource: unknown }).EventSource = FakeSource

const mockTicket = jest.fn()
jest.mock('@/features/car/api', () => ({ liveTicket: (orderNo: string) => mockTicket(orderNo) }))

type Live = typeof import('@/features/car/use-live')
let live: Live
// Loaded once EventSource exists: the platform decides on loading whether it can stream.
beforeAll(async () => {
  live = await import('@/features/car/use-live')
})
const POLL_MS = 3000

describe('the live car order', () => {
  let mounted: TestUtils | null = null
  const reload = jest.fn()
  beforeEach(() => {
    FakeSource.all = []
    reload.mockReset()
    mockTicket.mockReset()
  })
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  function Harness() {
    const mode = live.useLiveOrder('Y1', true, reload)
    return <Text data-testid="mode">{mode ?? 'none'}</Text>
  }
  async function mount() {
    mounted = new TestUtils()
    await mounted.mount(Harness, {})
    await flush()
  }
  const mode = () => byTestId('mode')!.textContent
  test('asks again every 3 s without a stream', () => expect(live.POLL_MS).toBe(POLL_MS))

  test("follows the stream: each event asks for the order, 'end' closes it", async () => {
    mockTicket.mockResolvedValue({ Url: '/api/car/live?OrderNo=Y1&Ticket=t', ExpiresAt: '' })
    await mount()
    expect(mockTicket).toHaveBeenCalledWith('Y1')
    expect(mode()).toBe('stream')
    const es = FakeSource.all[0]
    expect(es.url).toBe('/api/car/live?OrderNo=Y1&Ticket=t')
    es.emit('state', { State: 'DriverComing', Status: 'Processing', Progress: 0 })
    es.emit('state', { State: 'DriverArrived', Status: 'Processing', Progress: 0 })
    expect(reload).toHaveBeenCalledTimes(2)
    es.emit('end', { State: 'Completed' })
    expect(reload).toHaveBeenCalledTimes(3)
    expect(es.closed).toBe(true)
    // Closed: nothing more from it, and no polling either.
    es.emit('state', { State: 'Completed', Status: 'Completed', Progress: 1 })
    await flush(POLL_MS + 100)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  test('a broken stream falls back to asking again', async () => {
    mockTicket.mockResolvedValue({ Url: '/api/car/live?OrderNo=Y1&Ticket=t', ExpiresAt: '' })
    await mount()
    FakeSource.all[0].onerror!()
    await flush()
    expect(FakeSource.all[0].closed).toBe(true)
    expect(mode()).toBe('poll')
    const before = reload.mock.calls.length
    await flush(POLL_MS + 100)
    expect(reload.mock.calls.length).toBeGreaterThan(before)
  })

  test('no ticket: asking again from the start', async () => {
    mockTicket.mockResolvedValue(null)
    await mount()
    expect(FakeSource.all).toHaveLength(0)
    expect(mode()).toBe('poll')
    await flush(POLL_MS + 100)
    expect(reload).toHaveBeenCalled()
  })
})
