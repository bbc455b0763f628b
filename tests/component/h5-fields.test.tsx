// Input, Textarea and ScrollView on H5 are plain elements under Taro's host names, with Taro's
// events and rules: a controlled field shows what its handler kept, an IME composition is reported
// once at its end, Enter confirms, a number field refuses letters, and a scroll view reports its
// position and its ends.
import { Input, ScrollView, Textarea, View } from '@tarojs/components'
import type { InputProps } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { act, useState } from 'react'
import { flush, inputIn } from './form-helpers'

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
/** Sends `event` to `el` as a browser would, inside act() (the handlers' updates are rendered). */
function send(el: Element, event: Event) {
  act(() => {
    el.dispatchEvent(event)
  })
}
function typeInto(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  el.value = value
  send(el, new Event('input', { bubbles: true }))
}

describe('Input (H5)', () => {
  test('draws Taro’s host around a native field with Taro’s defaults and the given attributes', async () => {
    await mount(() => <Input className="name" value="Ada" placeholder="Name" data-testid="f" aria-label="Your name" />)
    const host = document.querySelector('[data-testid="f"]')!
    expect(host.tagName).toBe('TARO-INPUT-CORE')
    expect(host.getAttribute('class')).toBe('name')
    expect(host.getAttribute('aria-label')).toBe('Your name')
    const input = inputIn('f')
    expect(input.className).toBe('weui-input')
    expect(input.value).toBe('Ada')
    expect(input.maxLength).toBe(140)
    expect(input.placeholder).toBe('Name')
  })

  test.each([
    [{ type: 'number' }, 'number'],
    [{ type: 'digit' }, 'number'],
    [{ password: true }, 'password'],
    [{ confirmType: 'search' }, 'search'],
    [{}, 'text'],
    [{ nativeProps: { type: 'search' } }, 'search'],
  ])('%j is a native %s field', async (props, type) => {
    await mount(() => <Input data-testid="f" {...(props as InputProps)} />)
    expect(inputIn('f').type).toBe(type)
  })

  test('a controlled field shows what its handler kept: letters typed into a digits-only field go', async () => {
    const seen: string[] = []
    function Digits() {
      const [v, setV] = useState('')
      return (
        <Input
          value={v}
          data-testid="f"
          onInput={(e) => {
            seen.push(e.detail.value)
            setV(e.detail.value.replace(/\D/g, ''))
          }}
        />
      )
    }
    await mount(() => <Digits />)
    const input = inputIn('f')
    typeInto(input, '13')
    expect(input.value).toBe('13')
    typeInto(input, '13a')
    expect(input.value).toBe('13')
    expect(seen).toEqual(['13', '13a'])
  })

  test('an IME composition is reported once, when it ends; a render meanwhile keeps it', async () => {
    const seen: string[] = []
    function Field() {
      const [, setTick] = useState(0)
      return <Input value="" data-testid="f" onInput={(e) => seen.push(e.detail.value)} onFocus={() => setTick((n) => n + 1)} />
    }
    await mount(() => <Field />)
    const input = inputIn('f')
    send(input, new Event('compositionstart'))
    typeInto(input, 'zhang')
    send(input, new Event('focus'))
    await flush()
    expect(input.value).toBe('zhang')
    input.value = '张'
    send(input, new Event('compositionend'))
    expect(seen).toEqual(['张'])
  })

  test('Enter confirms with the value; focus and blur are the host’s events with the value', async () => {
    const heard: string[] = []
    await mount(() => (
      <Input
        value="hi"
        data-testid="f"
        onConfirm={(e) => heard.push(`confirm ${e.detail.value}`)}
        onFocus={(e) => heard.push(`focus ${e.detail.value}`)}
        onBlur={(e) => heard.push(`blur ${e.detail.value}`)}
      />
    ))
    const input = inputIn('f')
    input.dispatchEvent(new Event('focus'))
    input.dispatchEvent(new KeyboardEvent('keydown', { keyCode: 13, bubbles: true }))
    input.dispatchEvent(new Event('blur'))
    expect(heard).toEqual(['focus hi', 'confirm hi', 'blur hi'])
  })

  test('a number field refuses letters and a digit field a second point', async () => {
    await mount(() => (
      <View>
        <Input type="number" data-testid="n" />
        <Input type="digit" value="1.5" data-testid="d" />
      </View>
    ))
    const refused = (el: HTMLInputElement, data: string) => {
      const e = new InputEvent('beforeinput', { data, cancelable: true })
      el.dispatchEvent(e)
      return e.defaultPrevented
    }
    expect(refused(inputIn('n'), 'a')).toBe(true)
    expect(refused(inputIn('n'), '7')).toBe(false)
    expect(refused(inputIn('d'), '.')).toBe(true)
    expect(refused(inputIn('d'), '2')).toBe(false)
  })
})

describe('Textarea (H5)', () => {
  test('a native text area in Taro’s host; what is typed reaches onInput and a new value replaces it', async () => {
    const seen: string[] = []
    let set: (v: string) => void = () => undefined
    function Notes() {
      const [v, setV] = useState('first')
      set = setV
      return <Textarea value={v} maxlength={200} data-testid="t" onInput={(e) => (seen.push(e.detail.value), setV(e.detail.value))} />
    }
    await mount(() => <Notes />)
    const host = document.querySelector('[data-testid="t"]')!
    expect(host.tagName).toBe('TARO-TEXTAREA-CORE')
    const area = host.querySelector('textarea')!
    expect(area.value).toBe('first')
    expect(area.maxLength).toBe(200)
    typeInto(area, 'first line')
    expect(seen).toEqual(['first line'])
    await act(async () => set(''))
    expect(area.value).toBe('')
  })
})

describe('ScrollView (H5)', () => {
  test('reports where it is scrolled, and its lower end once the scrolling rests near it', async () => {
    const tops: number[] = []
    let lower = 0
    await mount(() => (
      <ScrollView
        scrollY
        className="list"
        data-testid="s"
        lowerThreshold={80}
        onScroll={(e) => tops.push(e.detail.scrollTop)}
        onScrollToLower={() => (lower += 1)}
      >
        <View>row</View>
      </ScrollView>
    ))
    const host = document.querySelector('[data-testid="s"]') as HTMLElement
    expect(host.tagName).toBe('TARO-SCROLL-VIEW-CORE')
    expect(host.getAttribute('class')).toBe('taro-scroll-view__scroll-y list')
    // jsdom has no layout: a view 500 px tall over 1 000 px of rows, scrolled to 450.
    Object.defineProperties(host, { offsetHeight: { value: 500 }, scrollHeight: { value: 1000 } })
    host.scrollTop = 450
    host.dispatchEvent(new Event('scroll'))
    expect(tops).toEqual([450])
    expect(lower).toBe(0)
    await flush(250)
    expect(lower).toBe(1)
  })

  test('scrollTop is applied when drawn and when it changes; scrollIntoView scrolls to the element named', async () => {
    const into = jest.fn()
    let setAnchor: (v: string) => void = () => undefined
    function List() {
      const [anchor, set] = useState('')
      setAnchor = set
      return (
        <ScrollView scrollY scrollTop={120} scrollIntoView={anchor} data-testid="s">
          <View id="row-9">row 9</View>
        </ScrollView>
      )
    }
    await mount(() => <List />)
    const host = document.querySelector('[data-testid="s"]') as HTMLElement
    expect(host.scrollTop).toBe(120)
    document.getElementById('row-9')!.scrollIntoView = into
    await act(async () => setAnchor('row-9'))
    expect(into).toHaveBeenCalledWith({ behavior: 'auto', block: 'center', inline: 'start' })
  })
})
