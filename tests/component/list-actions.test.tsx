// The administration lists' kit: LoadStates (skeletons, the error with its retry, the empty state,
// a failed reload's retry over the last answer when asked), useAct (asked first, said done, the
// list loaded again; a refusal handed on, nothing said) and useEditing (the sheet's item, its save).
import { act } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import { View } from '@tarojs/components'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { useAct, useEditing } from '@/components/use-act'
import type { LoadStatus } from '@/components/use-loadable'
import { ErrorCode } from '@api/errors'
import { ApiError } from '@/core/errors'
import { rootStore } from '@/stores'
import { byTestId, flush, tap } from './form-helpers'
import { useTestLanguage } from './i18n'

let mounted: TestUtils | null = null
afterEach(() => {
  mounted?.unmout()
  mounted = null
  rootStore.ui.reset()
})

async function mount(render: () => JSX.Element) {
  useTestLanguage('zh-CN')
  mounted = new TestUtils()
  await mounted.mount(render, {})
  await flush()
}

describe('LoadStates', () => {
  const empty = <StateBlock text="none" testId="empty" />
  const states = (status: LoadStatus, data: unknown, staleError?: boolean, reload = jest.fn(async () => undefined)) =>
    mount(() => (
      <View data-testid="box">
        <LoadStates load={{ status, reload }} data={data} count={2} empty={empty} staleError={staleError} testId="list" />
      </View>
    ))

  test('skeletons until the first answer', async () => {
    await states('loading', null)
    expect(byTestId('list-loading')!.querySelectorAll('.skeleton')).toHaveLength(2)
    expect(byTestId('list-error')).toBeNull()
  })

  test('the error with its retry until the first answer', async () => {
    const reload = jest.fn(async () => undefined)
    await states('error', null, false, reload)
    expect(byTestId('list-loading')).toBeNull()
    await tap(byTestId('retry'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  test('the empty state for a list without items, nothing for one with items', async () => {
    await states('ready', [])
    expect(byTestId('empty')).not.toBeNull()
    mounted?.unmout()
    await states('ready', [1])
    expect(byTestId('box')!.textContent).toBe('')
  })

  test('finalError: a refusal no retry can change says so and leads home', async () => {
    const error = new ApiError('server', 'x/list', ErrorCode.NoPermission, 'no', true)
    await mount(() => <LoadStates load={{ status: 'error', reload: jest.fn(), error }} data={null} finalError testId="list" />)
    expect(byTestId('back-home')).not.toBeNull()
    expect(byTestId('retry')).toBeNull()
  })

  test('a failed reload keeps the last answer; its retry shows above it only when asked', async () => {
    await states('error', [1])
    expect(byTestId('list-error')).toBeNull()
    mounted?.unmout()
    await states('error', [1], true)
    expect(byTestId('list-error')).not.toBeNull()
  })
})

describe('useAct and useEditing', () => {
  const after = jest.fn()
  const refused = jest.fn()
  let run: ReturnType<typeof useAct>
  let sheet: ReturnType<typeof useEditing<{ id: number }>>
  function Probe() {
    run = useAct(after)
    sheet = useEditing<{ id: number }>('saved', after)
    return <View data-testid="editing">{sheet.editing === null ? 'none' : sheet.item ? `item ${sheet.item.id}` : 'new'}</View>
  }
  beforeEach(() => {
    after.mockClear()
    refused.mockClear()
  })

  test('asked first: "no" leaves it alone', async () => {
    await mount(() => <Probe />)
    const work = jest.fn(async () => undefined)
    const done = run(work, { ask: { content: 'Delete?', yes: 'Delete' }, done: 'Deleted' })
    await flush()
    expect(rootStore.ui.alertState?.content).toBe('Delete?')
    await act(async () => rootStore.ui.pressAlert(0))
    expect(await done).toBe(false)
    expect(work).not.toHaveBeenCalled()
    expect(after).not.toHaveBeenCalled()
  })

  test('"yes": the work, its toast from the answer, then the list again', async () => {
    await mount(() => <Probe />)
    const done = run(async () => ({ Count: 3 }), { ask: { content: 'Add?', yes: 'Add' }, done: (r) => `${r.Count} added` })
    await flush()
    await act(async () => rootStore.ui.pressAlert(1))
    expect(await done).toBe(true)
    expect(rootStore.ui.toastState?.text).toBe('3 added')
    expect(after).toHaveBeenCalledTimes(1)
  })

  test('a refusal is handed on; nothing is said or loaded again', async () => {
    await mount(() => <Probe />)
    const e = new ApiError('server', 'x/delete', 1017, 'in use', true)
    const ok = await run(
      async () => {
        throw e
      },
      { done: 'Deleted', refused },
    )
    expect(ok).toBe(false)
    expect(refused).toHaveBeenCalledWith(e)
    expect(rootStore.ui.toastState).toBeNull()
    expect(after).not.toHaveBeenCalled()
  })

  test('the sheet: open an item or a new one; a save closes it, says so and loads the list again', async () => {
    await mount(() => <Probe />)
    expect(byTestId('editing')!.textContent).toBe('none')
    await act(async () => sheet.open({ id: 7 }))
    expect(byTestId('editing')!.textContent).toBe('item 7')
    await act(() => sheet.save(async () => undefined))
    expect(byTestId('editing')!.textContent).toBe('none')
    expect(rootStore.ui.toastState?.text).toBe('saved')
    expect(after).toHaveBeenCalledTimes(1)
  })

  test('a refused save keeps the sheet open and throws on to it', async () => {
    await mount(() => <Probe />)
    await act(async () => sheet.open('new'))
    expect(byTestId('editing')!.textContent).toBe('new')
    await act(() =>
      expect(
        sheet.save(async () => {
          throw new Error('refused')
        }),
      ).rejects.toThrow('refused'),
    )
    expect(byTestId('editing')!.textContent).toBe('new')
    expect(after).not.toHaveBeenCalled()
  })
})
