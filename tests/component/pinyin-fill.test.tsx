// The document's English names from the Chinese name: the traveller form fills them by itself
// when the Chinese name is left complete and both are empty, offers "Fill from Chinese name"
// otherwise, takes the server's polyphonic surname as it answers, and leaves them editable.
import TestUtils from '@tarojs/test-utils-react'
import TravellerForm from '@/features/traveller/components/traveller-form'
import { emptyTraveller, type TravellerDraft } from '@/features/traveller/rules'
import { http } from '@/stores'
import { useTestLanguage } from './i18n'
import { blur, byTestId, inputIn, settle, tap, type } from './form-helpers'

const codes = async () => [
  { CountryCode: '86', Iso: 'CN', Name: '中国大陆', NameCN: '中国大陆', NameTC: '中國大陸', NameEN: 'Chinese Mainland', NameJP: '中国本土' },
]
const READINGS: Record<string, { LastName: string; FirstName: string }> = {
  单田芳: { LastName: 'SHAN', FirstName: 'TIANFANG' },
  欧阳娜娜: { LastName: 'OUYANG', FirstName: 'NANA' },
}

describe('English names from the Chinese name', () => {
  let mounted: TestUtils | null = null
  let asked: string[] = []

  async function open(initial: TravellerDraft) {
    useTestLanguage('en')
    asked = []
    jest.spyOn(http, 'call').mockImplementation((async (path: string, body: { Name: string }) => {
      if (path !== 'user/convertPinyinName') throw new Error(`unexpected ${path}`)
      asked.push(body.Name)
      return { Name: body.Name, ...READINGS[body.Name] }
    }) as never)
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <TravellerForm initial={initial} today="2026-11-25" countryCodes={codes} onSave={async () => ({ id: 1, warnings: [] })} />, {})
    await settle()
  }

  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.restoreAllMocks()
  })

  it('fills both English fields when the Chinese name is left complete and they are empty', async () => {
    await open(emptyTraveller())
    expect(byTestId('tf-pinyin')).toBeNull()
    await type('tf-ChName', '单田芳')
    await blur('tf-ChName')
    await settle()
    expect(asked).toEqual(['单田芳'])
    expect(inputIn('tf-LastName').value).toBe('SHAN')
    expect(inputIn('tf-FirstName').value).toBe('TIANFANG')
    await type('tf-FirstName', 'TIAN FANG')
    expect(inputIn('tf-FirstName').value).toBe('TIAN FANG')
  })

  it('keeps typed English names on leaving the Chinese name, and replaces them only when asked', async () => {
    await open({ ...emptyTraveller(), LastName: 'OU YANG' })
    await type('tf-ChName', '欧阳娜娜')
    await blur('tf-ChName')
    expect(asked).toEqual([])
    expect(byTestId('tf-pinyin')?.textContent).toBe('Fill from Chinese name')
    await tap(byTestId('tf-pinyin'))
    await settle()
    expect(asked).toEqual(['欧阳娜娜'])
    expect(inputIn('tf-LastName').value).toBe('OUYANG')
    expect(inputIn('tf-FirstName').value).toBe('NANA')
  })
})
