import { useState, act } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import PickerDialog, { LIST_DELAY_MS, type PickerChoice } from '@/components/picker-dialog'
import { useTestLanguage } from './i18n'

const options = [
  { value: 'Y', text: 'Economy' },
  { value: 'C', text: 'Business' },
  { value: 'F', text: 'First' },
]

function Harness({ onSelect }: { onSelect: (c: PickerChoice<string>) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button className="opener" onClick={() => setOpen(true)}>
        choose
      </button>
      <PickerDialog open={open} title="Cabin class" options={options} selectedIndex={1} onSelect={onSelect} onClose={() => setOpen(false)} />
      <span data-closed={!open}>{open ? 'open' : 'closed'}</span>
    </>
  )
}

const optionEls = () => Array.from(document.querySelectorAll('[role="option"]'))

describe('PickerDialog', () => {
  beforeAll(() => useTestLanguage('en'))
  let mounted: TestUtils | null = null
  afterEach(() => {
    jest.useRealTimers()
    mounted?.unmout()
    mounted = null
  })

  // Taro's mount waits on real timers: mount first, then take over the clock and open.
  async function mountOpen(onSelect: (c: PickerChoice<string>) => void) {
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <Harness onSelect={onSelect} />, {})
    jest.useFakeTimers()
    await act(async () => utils.fireEvent.click(document.querySelector('.opener')!))
    return utils
  }

  it('opens the list after 200 ms, marks the selected index, returns value, index and text, and closes', async () => {
    const chosen: PickerChoice<string>[] = []
    const utils = await mountOpen((c) => chosen.push(c))

    expect(optionEls()).toHaveLength(0)
    await act(async () => jest.advanceTimersByTime(LIST_DELAY_MS - 1))
    expect(optionEls()).toHaveLength(0)
    await act(async () => jest.advanceTimersByTime(1))
    expect(optionEls().map((o) => o.textContent)).toEqual(['Economy', 'Business✓', 'First'])
    expect(optionEls().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(document.body.textContent).toContain('Cabin class')

    await act(async () => utils.fireEvent.click(optionEls()[2]))
    expect(chosen).toEqual([{ value: 'F', index: 2, text: 'First' }])
    expect(optionEls()).toHaveLength(0)
    expect(document.body.textContent).toContain('closed')
  })

  it('cancel closes without a choice', async () => {
    const chosen: PickerChoice<string>[] = []
    const utils = await mountOpen((c) => chosen.push(c))
    await act(async () => jest.advanceTimersByTime(LIST_DELAY_MS))
    const cancel = Array.from(document.querySelectorAll('.picker-dialog__cancel'))[0]
    expect(cancel.textContent).toBe('Cancel')
    await act(async () => utils.fireEvent.click(cancel))
    expect(chosen).toEqual([])
    expect(document.body.textContent).toContain('closed')
  })
})
