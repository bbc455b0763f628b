// Approval settings: the time-limit form checks what is typed in its unit (30 minutes … 30 days)
// with localized messages, sends minutes, and keeps the typed value when the save fails; the
// people sheet searches, pages and returns the chosen people.
import TestUtils from '@tarojs/test-utils-react'
import { act, useState } from 'react'
import TimeoutForm from '@/features/approval-setting/components/timeout-form'
import VettingRules from '@/features/approval-setting/components/vetting-rules'
import type { VettingMode, VettingRule } from '@api/approval'
import PickSheet, { type PickItem, type PickPage } from '@/components/pick-sheet'
import { LIST_DELAY_MS } from '@/components/picker-dialog'
import { useTestLanguage } from './i18n'
import { byTestId, flush, inputIn, tap, type } from './form-helpers'

let mounted: TestUtils | null = null
afterEach(() => {
  mounted?.unmout()
  mounted = null
})

async function mountForm(minutes: number, onSave: (m: number) => Promise<unknown>, lang: 'en' | 'zh-CN' = 'en', editable = true) {
  useTestLanguage(lang)
  const utils = new TestUtils()
  mounted = utils
  await utils.mount(() => <TimeoutForm minutes={minutes} editable={editable} onSave={onSave} />, {})
  await flush()
}

describe('TimeoutForm', () => {
  it('shows the saved time limit in its largest whole unit', async () => {
    await mountForm(2880, async () => undefined)
    await flush()
    expect(inputIn('timeout-value').value).toBe('2')
    expect(byTestId('timeout-unit')?.getAttribute('data-unit')).toBe('days')
    expect(byTestId('timeout-unit')?.textContent).toContain('days')
    expect(byTestId('timeout-error')).toBeNull()
  })

  it.each([
    ['', 'en', 'Enter the approval time limit.'],
    ['1.5', 'en', 'The time limit must be a whole number.'],
    ['31', 'en', 'The time limit must be between 30 minutes and 30 days.'],
    ['0', 'zh-CN', '审批时限须在 30 分钟至 30 天之间'],
  ] as const)('refuses %j and says so (%s)', async (value, lang, message) => {
    const sent: number[] = []
    await mountForm(1440, async (m) => void sent.push(m), lang)
    await type('timeout-value', value)
    await tap(byTestId('timeout-save'))
    expect(byTestId('timeout-error')?.textContent).toBe(message)
    expect(sent).toEqual([])
  })

  it('sends minutes for the typed value and unit; a failed save keeps what was typed', async () => {
    const sent: number[] = []
    let fail = true
    await mountForm(1440, async (m) => {
      sent.push(m)
      if (fail) throw new Error('network')
    })
    await type('timeout-value', '3')
    await tap(byTestId('timeout-unit'))
    await act(() => new Promise((r) => setTimeout(r, LIST_DELAY_MS + 30)))
    const hours = Array.from(document.querySelectorAll('[role="option"]')).find((o) => o.textContent?.includes('hours')) ?? null
    await tap(hours)
    expect(byTestId('timeout-unit')?.getAttribute('data-unit')).toBe('hours')
    await tap(byTestId('timeout-save'))
    await flush()
    expect(sent).toEqual([180])
    expect(inputIn('timeout-value').value).toBe('3')
    expect(byTestId('timeout-unit')?.getAttribute('data-unit')).toBe('hours')
    fail = false
    await tap(byTestId('timeout-save'))
    await flush()
    expect(sent).toEqual([180, 180])
  })

  it('read-only without the configuration right: no save button', async () => {
    await mountForm(60, async () => undefined, 'en', false)
    expect(byTestId('timeout-save')).toBeNull()
    expect(inputIn('timeout-value').value).toBe('1')
  })
})

// Opened after mounting, so the first load runs inside act like every later one.
function Harness({
  multi,
  load,
  done,
  max,
  initial,
}: {
  multi: boolean
  load: (k: string, p: number) => Promise<PickPage>
  done: PickItem[][]
  max?: number
  initial?: PickItem[]
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button className="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <PickSheet
        open={open}
        title="Choose People"
        multi={multi}
        max={max}
        initial={initial}
        load={load}
        onDone={(p) => done.push(p)}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

describe('VettingRules', () => {
  const rules: VettingRule[] = [
    { Product: 'Flight', Occasion: 'Booking', Mode: 'OutOfPolicy', Modes: ['Off', 'OutOfPolicy', 'Always', 'ByApplication'] },
    { Product: 'Flight', Occasion: 'Refund', Mode: 'Off', Modes: ['Off', 'Always'] },
  ]
  async function mountRules(editable: boolean, lang: 'en' | 'zh-CN' = 'en') {
    useTestLanguage(lang)
    const picked: [string, VettingMode][] = []
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <VettingRules rules={rules} editable={editable} onChange={(r, m) => picked.push([r.Occasion, m])} />, {})
    await flush()
    return picked
  }

  it('offers each occasion its own modes, the current one checked; a tap on another sends it, on the same one nothing', async () => {
    const picked = await mountRules(true)
    const refund = byTestId('vetting-Flight-Refund')!
    expect(byTestId('vetting-rules-Flight')?.textContent).toContain('Domestic flights approval')
    expect(Array.from(refund.querySelectorAll('[role="radio"]')).map((x) => x.textContent)).toEqual(['Not needed', 'Always'])
    expect(refund.querySelector('[aria-checked="true"]')?.textContent).toBe('Not needed')
    await tap(refund.querySelector('[data-value="Off"]'))
    await tap(refund.querySelector('[data-value="Always"]'))
    expect(picked).toEqual([['Refund', 'Always']])
    expect(byTestId('vetting-Flight-Booking')?.querySelectorAll('[role="radio"]').length).toBe(4)
  })

  it('read-only without the configuration right: the modes as text, in Chinese', async () => {
    await mountRules(false, 'zh-CN')
    expect(byTestId('vetting-Flight-Booking')?.textContent).toBe('预订仅超标时')
    expect(byTestId('vetting-Flight-Refund')?.querySelector('[role="radio"]')).toBeNull()
  })
})

describe('PickSheet', () => {
  const people: PickItem[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, sub: `E${i + 1}` }))
  function source() {
    const calls: [string, number][] = []
    const load = async (k: string, page: number): Promise<PickPage> => {
      calls.push([k, page])
      const hits = people.filter((p) => p.name.includes(k))
      return { items: hits.slice((page - 1) * 20, page * 20), total: hits.length }
    }
    return { calls, load }
  }
  async function mountSheet(
    multi: boolean,
    load: (k: string, p: number) => Promise<PickPage>,
    done: PickItem[][],
    extra: { max?: number; initial?: PickItem[] } = {},
  ) {
    useTestLanguage('en')
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <Harness multi={multi} load={load} done={done} {...extra} />, {})
    await tap(document.querySelector('.opener'))
    await flush(50)
  }

  it('several at once: pages on demand, searches, confirms the picked people in order', async () => {
    const { calls, load } = source()
    const done: PickItem[][] = []
    await mountSheet(true, load, done)
    expect(calls).toEqual([['', 1]])
    expect(document.querySelectorAll('.pick-option').length).toBe(20)
    expect(byTestId('pick-sheet-done')?.getAttribute('aria-disabled')).toBe('true')
    await tap(Array.from(document.querySelectorAll('.pick-sheet__note')).find((n) => n.textContent === 'Load more') ?? null)
    await flush()
    expect(document.querySelectorAll('.pick-option').length).toBe(25)
    await tap(byTestId('pick-sheet-item-3'))
    await tap(byTestId('pick-sheet-item-22'))
    await tap(byTestId('pick-sheet-item-3'))
    await tap(byTestId('pick-sheet-item-1'))
    expect(byTestId('pick-sheet-done')?.textContent).toBe('Confirm (2)')
    await type('pick-sheet-search', 'Person 2')
    await flush(400)
    expect(calls[calls.length - 1]).toEqual(['Person 2', 1])
    expect(document.querySelectorAll('.pick-option').length).toBe(7)
    await tap(byTestId('pick-sheet-done'))
    expect(done.map((d) => d.map((p) => p.id))).toEqual([[22, 1]])
  })

  it('one at a time: a tap chooses; nothing found says so', async () => {
    const { load } = source()
    const done: PickItem[][] = []
    await mountSheet(false, load, done)
    expect(byTestId('pick-sheet-done')).toBeNull()
    await tap(byTestId('pick-sheet-item-5'))
    expect(done).toEqual([[people[4]]])
    await type('pick-sheet-search', 'nobody')
    await flush(400)
    expect(byTestId('pick-sheet-empty')?.textContent).toBe('No one to choose')
  })

  it('up to a limit: the chosen ones come back checked, a pick past the limit is refused', async () => {
    const { load } = source()
    const done: PickItem[][] = []
    await mountSheet(true, load, done, { max: 2, initial: [people[1]] })
    expect(byTestId('pick-sheet-item-2')?.getAttribute('aria-checked')).toBe('true')
    expect(byTestId('pick-sheet-picked')?.textContent).toBe('1 of 2 chosen')
    await tap(byTestId('pick-sheet-item-4'))
    await tap(byTestId('pick-sheet-item-6'))
    expect(byTestId('pick-sheet-item-6')?.getAttribute('aria-checked')).toBe('false')
    expect(byTestId('pick-sheet-picked')?.textContent).toBe('2 of 2 chosen')
    await tap(byTestId('pick-sheet-done'))
    expect(done.map((d) => d.map((p) => p.id))).toEqual([[2, 4]])
  })
})
