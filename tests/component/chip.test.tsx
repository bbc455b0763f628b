// The kit's chip: the state a screen reader hears follows its role, a disabled chip does not
// act, the looks are classes of one size, and data attributes reach the element.
import { useState } from 'react'
import { Text } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { Chip } from '@/components/ui/chip'
import { byTestId, flush, tap } from './form-helpers'

describe('Chip', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(node: () => JSX.Element) {
    mounted = new TestUtils()
    await mounted.mount(node, {})
    await flush()
  }

  test.each([
    ['checkbox', 'aria-checked'],
    ['radio', 'aria-checked'],
    ['tab', 'aria-selected'],
  ] as const)('a %s chip says whether it is on with %s, and a tap changes it', async (role, attribute) => {
    function Toggle() {
      const [on, setOn] = useState(false)
      return (
        <Chip role={role} on={on} testId="chip" onTap={() => setOn(!on)}>
          <Text>Free cancellation</Text>
        </Chip>
      )
    }
    await mount(Toggle)
    const chip = () => byTestId('chip')!
    expect(chip().getAttribute('role')).toBe(role)
    expect(chip().getAttribute(attribute)).toBe('false')
    expect(chip().className).not.toContain('chip--on')
    await tap(chip())
    expect(chip().getAttribute(attribute)).toBe('true')
    expect(chip().className).toContain('chip--on')
  })

  test('a button chip drawn as set announces no pressed state: its text says what is set', async () => {
    await mount(() => (
      <Chip role="button" on label="Department: Sales" testId="chip" onTap={() => undefined}>
        <Text>Sales</Text>
      </Chip>
    ))
    const chip = byTestId('chip')!
    expect(chip.getAttribute('aria-pressed')).toBeNull()
    expect(chip.getAttribute('aria-checked')).toBeNull()
    expect(chip.getAttribute('aria-label')).toBe('Department: Sales')
    expect(chip.className).toContain('chip--on')
  })

  test('a disabled chip does not act and says so; muted and looks are classes; data attributes pass through', async () => {
    const taps: string[] = []
    await mount(() => (
      <>
        <Chip role="checkbox" on disabled testId="fixed" onTap={() => taps.push('fixed')}>
          <Text>G1</Text>
        </Chip>
        <Chip role="checkbox" on={false} muted look="outline" data-value="MU" testId="zero" onTap={() => taps.push('zero')}>
          <Text>China Eastern</Text>
        </Chip>
        <Chip role="button" look="add" compact testId="add" onTap={() => taps.push('add')}>
          <Text>Add</Text>
        </Chip>
      </>
    ))
    await tap(byTestId('fixed'))
    await tap(byTestId('zero'))
    await tap(byTestId('add'))
    expect(taps).toEqual(['zero', 'add'])
    expect(byTestId('fixed')!.getAttribute('aria-disabled')).toBe('true')
    expect(byTestId('zero')!.getAttribute('aria-disabled')).toBeNull()
    expect(byTestId('zero')!.className.split(' ')).toEqual(expect.arrayContaining(['chip', 'chip--outline', 'chip--muted']))
    expect(byTestId('zero')!.getAttribute('data-value')).toBe('MU')
    expect(byTestId('add')!.className.split(' ')).toEqual(expect.arrayContaining(['chip', 'chip--add', 'chip--compact']))
    expect(byTestId('fixed')!.className.split(' ')).toEqual(expect.arrayContaining(['chip--fill', 'chip--on']))
  })
})
