// The hotel row's text through the build's CSS pipeline (sass, then autoprefixer with the
// project's browsers, as config/index.ts runs them): the name is a vertical two-line clamp, the
// distance is never cut, the area gives way, the review count is never cut mid-word.
import path from 'node:path'
import * as sass from 'sass'
import postcss from 'postcss'
import autoprefixer from 'autoprefixer'

const file = path.join(__dirname, '../../src/features/hotel/components/index.scss')

async function built(style: 'expanded' | 'compressed'): Promise<string> {
  const css = sass.compile(file, { style, loadPaths: [path.join(__dirname, '../../src')] }).css
  return (await postcss([autoprefixer({ overrideBrowserslist: ['chrome >= 69', 'ios_saf >= 12', 'firefox >= 78'] })]).process(css, { from: undefined })).css
}

const rule = (css: string, selector: string): string => {
  const i = css.indexOf(`${selector}{`) >= 0 ? css.indexOf(`${selector}{`) : css.indexOf(`${selector} {`)
  return i < 0 ? '' : css.slice(i, css.indexOf('}', i))
}

describe('hotel row name', () => {
  it.each(['expanded', 'compressed'] as const)('keeps a vertical two-line clamp (%s)', async (style) => {
    const r = rule(await built(style), '.hotel-row__name').replace(/\s+/g, '')
    expect(r).toContain('display:-webkit-box')
    expect(r).toContain('-webkit-box-orient:vertical')
    expect(r).toContain('-webkit-line-clamp:2')
    expect(r).toContain('overflow:hidden')
  })

  it('keeps the distance whole and lets the area give way', async () => {
    const css = (await built('expanded')).replace(/\s+/g, '')
    expect(rule(css, '.hotel-row__distance')).toContain('flex:none')
    expect(rule(css, '.hotel-row__area-name')).toContain('text-overflow:ellipsis')
    expect(rule(css, '.hotel-row__reviews')).not.toContain('text-overflow')
  })
})
