// Image on H5 is the plain picture: its mode is how the picture fits its box, lazy loading is the
// browser's own, a picture with no alt text is decoration, and its own attributes reach it.
import { Image, View } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { flush } from './form-helpers'

describe('Image (H5)', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function picture(node: JSX.Element): Promise<HTMLImageElement> {
    mounted = new TestUtils()
    await mounted.mount(() => <View data-testid="box">{node}</View>, {})
    await flush()
    const img = document.querySelector('[data-testid="box"] img')
    if (!(img instanceof HTMLImageElement)) throw new Error('no picture drawn')
    return img
  }

  test.each([
    ['aspectFill', 'cover'],
    ['aspectFit', 'contain'],
    ['scaleToFill', 'fill'],
  ])('mode %s fits the picture as object-fit %s', async (mode, fit) => {
    const img = await picture(<Image className="photo" src="/a.png" mode={mode as 'aspectFill'} />)
    expect(img.style.objectFit).toBe(fit)
    expect(img.getAttribute('src')).toBe('/a.png')
    expect(img.className).toBe('taro-img photo')
  })

  test('lazyLoad is the browser’s lazy loading; a picture without alt text is decoration', async () => {
    const img = await picture(<Image src="/a.png" mode="aspectFill" lazyLoad aria-hidden="true" />)
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('alt')).toBe('')
    expect(img.getAttribute('aria-hidden')).toBe('true')
  })

  test('its own attributes (an alt text) reach the picture; without lazyLoad it loads at once', async () => {
    const img = await picture(<Image src="/logo.png" mode="aspectFit" nativeProps={{ alt: 'Company logo' }} />)
    expect(img.getAttribute('alt')).toBe('Company logo')
    expect(img.hasAttribute('loading')).toBe(false)
  })
})
