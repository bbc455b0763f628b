// An order action at a quote the person confirms (useQuotedAction): the act runs at the quote shown
// under one request id, kept while it fails and renewed once it is done; the confirmation closes
// and the act's answer is toasted; a moved order (316) goes to the page; the order is loaded again.
import { act } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import { ErrorCode } from '@api/errors'
import { useQuotedAction } from '@/components/order-details'
import { ApiError } from '@/core/errors'
import { rootStore } from '@/stores'
import { flush } from './form-helpers'

type Quoted = ReturnType<typeof useQuotedAction<{ fee: number }>>

describe('useQuotedAction', () => {
  let mounted: TestUtils | null = null
  let h: Quoted | null = null
  const load = jest.fn(() => Promise.resolve())
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    h = null
    load.mockClear()
  })
  async function mount() {
    function Host() {
      h = useQuotedAction<{ fee: number }>(load, 'tq')
      return <>{h.quote ? `fee ${h.quote.fee}` : 'closed'}</>
    }
    mounted = new TestUtils()
    await mounted.mount(Host, {})
    await flush()
  }
  const current = () => h as Quoted

  it('runs the act at the quote shown, closes, toasts its answer and loads the order again', async () => {
    await mount()
    expect(
      await act(async () =>
        current().confirm(
          async () => 'never',
          () => undefined,
        ),
      ),
    ).toBeNull()
    await act(async () => current().show({ fee: 30 }))
    const seen: { fee: number; id: string }[] = []
    await act(async () => {
      await current().confirm(
        async (q, id) => (seen.push({ fee: q.fee, id }), 'Cancelled'),
        () => undefined,
      )
    })
    expect(seen).toEqual([{ fee: 30, id: expect.stringMatching(/^tq/) }])
    expect(current().quote).toBeNull()
    expect(rootStore.ui.toastState?.text).toBe('Cancelled')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the request id while the act fails and takes a new one once it is done', async () => {
    await mount()
    await act(async () => current().show({ fee: 10 }))
    const ids: string[] = []
    const fail = async (_q: { fee: number }, id: string): Promise<string> => {
      ids.push(id)
      throw new ApiError('server', 'order/cancel', 500, 'no', true)
    }
    const done = async (_q: { fee: number }, id: string) => (ids.push(id), 'Done')
    await act(async () => void (await current().confirm(fail, () => undefined)))
    expect(current().quote).toEqual({ fee: 10 })
    await act(async () => void (await current().confirm(done, () => undefined)))
    await act(async () => current().show({ fee: 10 }))
    await act(async () => void (await current().confirm(done, () => undefined)))
    expect(ids[0]).toBe(ids[1])
    expect(ids[2]).not.toBe(ids[1])
  })

  it('hands a moved order (316) to the page', async () => {
    await mount()
    await act(async () => current().show({ fee: 10 }))
    const moved = jest.fn()
    await act(async () => {
      await current().confirm(async () => {
        throw new ApiError('server', 'order/cancel', ErrorCode.OrderStatusChanged, 'moved', false)
      }, moved)
    })
    expect(moved).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
