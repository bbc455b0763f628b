// H5: a page's title names the document (the browser's tab and history, a screen reader); an
// empty one leaves the last title be.
import { setPageTitle } from '@/platform/page-title.h5'

test('a page title is the document title; an empty one changes nothing', () => {
  document.title = '商旅'
  setPageTitle('选择航班')
  expect(document.title).toBe('选择航班')
  setPageTitle('')
  expect(document.title).toBe('选择航班')
  setPageTitle('Order details')
  expect(document.title).toBe('Order details')
})
