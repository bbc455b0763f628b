// Rejecting asks for a reason: required, at most 200 characters with a counter, kept when the
// call fails; approving takes an optional remark.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import DecisionDialog, { type DecisionMode } from '@/features/approval/components/decision-dialog'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap, text } from './form-helpers'

async function textarea(): Promise<HTMLTextAreaElement> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const el =
      byTestId('decision-reason')?.querySelector('textarea') ??
      (document.querySelector('[data-testid="decision-reason"] textarea, taro-textarea-core textarea') as HTMLTextAreaElement | null)
    if (el) return el as HTMLTextAreaElement
    if (Date.now() > deadline) throw new Error('textarea did not render')
    await act(() => new Promise((r) => setTimeout(r, 10)))
  }
}

async function typeReason(value: string) {
  const el = await textarea()
  await act(async () => {
    el.value = value
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('DecisionDialog', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(mode: DecisionMode, onSubmit: (r: string) => Promise<void>, lang: 'en' | 'zh-CN' = 'en') {
    useTestLanguage(lang)
    const closed: boolean[] = []
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <DecisionDialog open mode={mode} onSubmit={onSubmit} onClose={() => closed.push(true)} />, {})
    await flush()
    return closed
  }

  it('refuses to reject without a reason, says so, and does not call the server', async () => {
    const sent: string[] = []
    await mount('reject', async (r) => void sent.push(r))
    expect(byTestId('decision-error')).toBeNull()
    await tap(byTestId('decision-confirm'))
    expect(byTestId('decision-error')?.textContent).toBe('Please give a reason for rejecting.')
    await typeReason('   ')
    await tap(byTestId('decision-confirm'))
    expect(sent).toEqual([])
  })

  it('counts characters and refuses more than 200', async () => {
    const sent: string[] = []
    await mount('reject', async (r) => void sent.push(r), 'zh-CN')
    await typeReason('预'.repeat(201))
    expect(byTestId('decision-counter')?.textContent).toBe('201/200')
    expect(byTestId('decision-counter')?.className).toContain('ap-dialog__counter--over')
    expect(byTestId('decision-error')?.textContent).toBe('驳回原因不能超过200个字')
    await tap(byTestId('decision-confirm'))
    expect(sent).toEqual([])
    await typeReason('预'.repeat(200))
    expect(byTestId('decision-counter')?.textContent).toBe('200/200')
    expect(byTestId('decision-error')).toBeNull()
  })

  it('sends the trimmed reason; a common phrase fills it; a failed call keeps the text', async () => {
    const sent: string[] = []
    let fail = true
    await mount('reject', async (r) => {
      sent.push(r)
      if (fail) throw new Error('network')
    })
    expect(text()).toContain('The order will be cancelled and the traveller will see your reason.')
    await tap(Array.from(document.querySelectorAll('[data-testid="reject-phrase"]')).find((c) => c.textContent === 'Please choose a cheaper flight') ?? null)
    expect((await textarea()).value).toBe('Please choose a cheaper flight')
    await typeReason('  Over the department budget  ')
    await tap(byTestId('decision-confirm'))
    await flush()
    expect(sent).toEqual(['Over the department budget'])
    expect((await textarea()).value).toBe('  Over the department budget  ')
    fail = false
    await tap(byTestId('decision-confirm'))
    await flush()
    expect(sent).toHaveLength(2)
  })

  it('approves with or without a remark, and cancel closes', async () => {
    const sent: string[] = []
    const closed = await mount('approve', async (r) => void sent.push(r))
    expect(text()).toContain('Approve this request?')
    await tap(byTestId('decision-confirm'))
    await flush()
    expect(sent).toEqual([''])
    await tap(byTestId('decision-cancel'))
    expect(closed).toEqual([true])
  })
})
