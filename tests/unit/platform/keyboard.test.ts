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

  describe('sheets and dialogs', () => {
    // jsdom lays nothing out; everything here is on screen unless it is marked hidden.
    const rects = Element.prototype.getClientRects
    beforeAll(() => {
      Element.prototype.getClientRects = function (this: Element) {
        return (this.closest('[data-off-screen]') ? [] : [{}]) as unknown as DOMRectList
      }
    })
    afterAll(() => {
      Element.prototype.getClientRects = rects
    })
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)))
    const key = (k: string, shiftKey = false) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }))
    const button = (name: string) => {
      const b = document.createElement('taro-view-core')
      b.setAttribute('role', 'button')
      b.textContent = name
      return b
    }

    /** A page with the button that opens a sheet: mask (dismisses) and a panel with three controls. */
    async function openSheet() {
      const opener = button('Filter')
      document.body.appendChild(opener)
      await flush()
      opener.focus()
      const sheet = document.createElement('div')
      const mask = document.createElement('div')
      mask.setAttribute('data-dismiss', 'true')
      const panel = document.createElement('div')
      panel.setAttribute('role', 'dialog')
      panel.setAttribute('aria-label', 'Filter')
      const [close, chip, apply] = [button('×'), button('Morning'), button('Show 12 flights')]
      panel.append(close, chip, apply)
      sheet.append(mask, panel)
      document.body.appendChild(sheet)
      await flush()
      await frame()
      return { opener, sheet, mask, panel, close, chip, apply }
    }

    it('moves focus into an opened sheet, which is modal', async () => {
      const { panel } = await openSheet()
      expect(document.activeElement).toBe(panel)
      expect(panel.getAttribute('aria-modal')).toBe('true')
      expect(panel.getAttribute('tabindex')).toBe('-1')
    })

    it('keeps Tab and Shift+Tab inside the sheet, going round at both ends', async () => {
      const { close, chip, apply } = await openSheet()
      key('Tab')
      expect(document.activeElement).toBe(close)
      chip.focus()
      key('Tab') // the browser's own move: not taken over in the middle
      expect(document.activeElement).toBe(chip)
      apply.focus()
      key('Tab')
      expect(document.activeElement).toBe(close)
      key('Tab', true)
      expect(document.activeElement).toBe(apply)
    })

    it('dismisses with Escape as a tap outside does, and gives focus back to the opener', async () => {
      const { opener, sheet, mask } = await openSheet()
      mask.addEventListener('click', () => sheet.remove())
      key('Escape')
      await flush()
      expect(sheet.isConnected).toBe(false)
      expect(document.activeElement).toBe(opener)
    })

    it('stacks a picker over a sheet: focus goes back to the sheet when the picker closes', async () => {
      const { panel, chip } = await openSheet()
      chip.focus()
      const picker = document.createElement('div')
      picker.setAttribute('role', 'dialog')
      const pick = button('Air China')
      const close = button('×')
      close.setAttribute('data-dismiss', 'true')
      close.addEventListener('click', () => picker.remove())
      picker.append(close, pick)
      panel.appendChild(picker)
      await flush()
      await frame()
      expect(document.activeElement).toBe(picker)
      key('Escape')
      await flush()
      expect(document.activeElement).toBe(chip)
      key('Tab', true)
      expect(document.activeElement).toBe(chip) // the sheet holds focus again: chip is not its first control
    })

    it('lets go of the keyboard when the dialog is on a page not shown', async () => {
      const { sheet } = await openSheet()
      sheet.setAttribute('data-off-screen', 'true')
      const other = button('Search')
      document.body.appendChild(other)
      await flush()
      other.focus()
      key('Tab')
      expect(document.activeElement).toBe(other)
      key('Escape')
      expect(sheet.isConnected).toBe(true)
    })
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
