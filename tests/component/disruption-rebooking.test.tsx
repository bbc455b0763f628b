// The assistant's two taps (features/disruption/use-rebooking.ts): a lost answer keeps the sheet
// and the request id, so the retry — or the same choice taken again — cannot rebook twice; a
// refusal forgets the id, closes the sheet and loads the choices again; Keep keeps.
import TestUtils from '@tarojs/test-utils-react'
import type { Alternative, Disruption, RebookReq, RebookRes } from '@api/disruption'
import { ApiError } from '@/core/errors'
import { useRebooking, type RebookingDeps } from '@/features/disruption/use-rebooking'
import { byTestId, flush, tap } from './form-helpers'

const item = { Id: 5, Product: 'Flight', State: 'Open' } as Disruption
const alt = (token: string, group: Alternative['Group'] = 'OtherCarrier') => ({ Token: token, Group: group, Product: '' }) as Alternative
const lost = () => new ApiError('transport', 'disruption/rebook', 0, 'network', true)
const soldOut = () => new ApiError('server', 'disruption/rebook', 305, 'Sold out', true)
const answer = (over: Partial<RebookRes> = {}): RebookRes => ({
  Item: { ...item, State: 'Rebooked', NewOrderNo: 'F2' },
  OrderNo: 'F2',
  PendingApproval: false,
  NeedPayment: false,
  Moved: ['The hotel was told'],
  ...over,
})

function Harness({ deps }: { deps: RebookingDeps }) {
  const r = useRebooking(item, deps)
  return (
    <div>
      <button data-testid="choose-a" onClick={() => r.choose(alt('a'))} />
      <button data-testid="choose-b" onClick={() => r.choose(alt('b'))} />
      <button data-testid="choose-keep" onClick={() => r.choose(alt('k', 'Keep'))} />
      <button data-testid="close" onClick={r.close} />
      <button data-testid="confirm" onClick={() => void r.confirm()} />
      <span data-testid="chosen">{r.chosen?.Token ?? ''}</span>
      <span data-testid="done">{r.done ? `${r.done.Item.State} ${r.done.OrderNo} ${r.done.kind}` : ''}</span>
    </div>
  )
}

describe('rebooking in two taps', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(over: Partial<RebookingDeps>) {
    const deps: RebookingDeps = {
      rebook: jest.fn(),
      keep: jest.fn(),
      said: jest.fn(),
      refused: jest.fn(),
      reload: jest.fn(),
      settled: jest.fn(),
      ...over,
    }
    mounted = new TestUtils()
    await mounted.mount(() => <Harness deps={deps} />, {})
    await flush()
    return deps
  }
  const press = async (id: string) => {
    await tap(byTestId(id))
    await flush()
  }
  const ids = (deps: RebookingDeps) => (deps.rebook as jest.Mock).mock.calls.map(([req]: [RebookReq]) => req.ClientRequestId)

  it('retries a lost answer with the same request id, then shows what it came to', async () => {
    const rebook = jest.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce(answer())
    const deps = await mount({ rebook })
    await press('choose-a')
    await press('confirm')
    expect(byTestId('chosen')!.textContent).toBe('a')
    expect(deps.reload).not.toHaveBeenCalled()
    await press('confirm')
    expect(ids(deps)).toHaveLength(2)
    expect(ids(deps)[0]).toBe(ids(deps)[1])
    expect(rebook.mock.calls[0][0]).toMatchObject({ Id: 5, Token: 'a' })
    expect(byTestId('chosen')!.textContent).toBe('')
    expect(byTestId('done')!.textContent).toBe('Rebooked F2 Flight')
    expect(deps.said).toHaveBeenCalledTimes(1)
    expect(deps.settled).toHaveBeenCalledTimes(1)
  })

  it('sends the same id when the same choice is taken again after a lost answer, another for another choice', async () => {
    const rebook = jest.fn().mockRejectedValue(lost())
    const deps = await mount({ rebook })
    await press('choose-a')
    await press('confirm')
    await press('close')
    await press('choose-a')
    await press('confirm')
    await press('close')
    await press('choose-b')
    await press('confirm')
    const [first, again, other] = ids(deps)
    expect(again).toBe(first)
    expect(other).not.toBe(first)
  })

  it('a refusal closes the sheet, loads the choices again and forgets the id', async () => {
    const rebook = jest
      .fn()
      .mockRejectedValueOnce(soldOut())
      .mockResolvedValueOnce(answer({ PendingApproval: true }))
    const deps = await mount({ rebook })
    await press('choose-a')
    await press('confirm')
    expect(byTestId('chosen')!.textContent).toBe('')
    expect(deps.reload).toHaveBeenCalledTimes(1)
    // Shown by the http client already: nothing more to say.
    expect(deps.refused).not.toHaveBeenCalled()
    await press('choose-a')
    await press('confirm')
    const [refused, next] = ids(deps)
    expect(next).not.toBe(refused)
    expect(byTestId('done')!.textContent).toBe('Rebooked F2 Flight')
  })

  it('says a refusal the http client left to the screen', async () => {
    const rebook = jest.fn().mockRejectedValue(new ApiError('server', 'disruption/rebook', 310, 'The choice is no longer offered', false))
    const deps = await mount({ rebook })
    await press('choose-b')
    await press('confirm')
    expect(deps.refused).toHaveBeenCalledWith('The choice is no longer offered')
  })

  it('keeps the booking with Keep', async () => {
    const keep = jest.fn().mockResolvedValue({ Item: { ...item, State: 'Kept' } })
    const deps = await mount({ keep })
    await press('choose-keep')
    await press('confirm')
    expect(keep).toHaveBeenCalledWith(5)
    expect(deps.rebook).not.toHaveBeenCalled()
    expect(byTestId('done')!.textContent).toBe('Kept  ')
  })
})
