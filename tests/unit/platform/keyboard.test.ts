import { installKeyboardAccess } from '../../../src/platform/keyboard.h5'
import { installKeyboardAccess as weappInstall } from '../../../src/platform/keyboard.weapp'

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('keyboard access (h5)', () => {
  beforeAll(() => installKeyboardAccess())
  afterEach(() => (document.body.innerHTML = ''))

  it.each([
    ['a button', 'button', null, '0'],
    ['a tab', 'tab', null, '0'],
    ['an option', 'option', null, '0'],
    ['a disabled button', 'button', 'true', null],
    ['text', null, null, null],
  ])('%s added later gets tabindex %s', async (_what, role, disabled, tabindex) => {
    const el = document.createElement('taro-view-core')
    if (role) el.setAttribute('role', role)
    if (disabled) el.setAttribute('aria-disabled', disabled)
    document.body.appendChild(el)
    await flush()
    expect(el.getAttribute('tabindex')).toBe(tabindex)
  })

  it('keeps a tabindex the page chose, and follows a button that becomes disabled', async () => {
    const own = document.createElement('div')
    own.setAttribute('role', 'button')
    own.setAttribute('tabindex', '-1')
    const later = document.createElement('div')
    later.setAttribute('role', 'button')
    document.body.append(own, later)
    await flush()
    expect(own.getAttribute('tabindex')).toBe('-1')
    expect(later.getAttribute('tabindex')).toBe('0')
    later.setAttribute('aria-disabled', 'true')
    await flush()
    expect(later.hasAttribute('tabindex')).toBe(false)
  })

  it.each([
    ['Enter', 'button', null, 1],
    [' ', 'tab', null, 1],
    ['a', 'button', null, 0],
    ['Enter', 'button', 'true', 0],
    ['Enter', null, null, 0],
  ])('%j on role %s (disabled %s) presses it %i times', async (key, role, disabled, presses) => {
    const el = document.createElement('div')
    if (role) el.setAttribute('role', role)
    if (disabled) el.setAttribute('aria-disabled', disabled)
    document.body.appendChild(el)
    let clicks = 0
    el.addEventListener('click', () => clicks++)
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    expect(clicks).toBe(presses)
  })

  it('does nothing on the mini-program', () => {
    expect(weappInstall()).toBeUndefined()
  })
})

describe('keyboard access (h5): what scrolls', () => {
  beforeAll(() => installKeyboardAccess())
  it.each([
    ['a page', 'div', 'taro_page'],
    ['a scroll view', 'taro-scroll-view-core', ''],
  ])('%s takes focus', async (_what, tag, cls) => {
    const el = document.createElement(tag)
    if (cls) el.className = cls
    document.body.appendChild(el)
    await flush()
    expect(el.getAttribute('tabindex')).toBe('0')
  })
})
