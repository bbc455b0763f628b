// The frequent traveller's form: birth date and gender read from a mainland ID card and locked;
// a passport with less than six months left is saved and warned in orange on its expiry row; an
// expired one is refused there; the server's field-named error lands on the row it names, and
// nothing typed is lost.
import TestUtils from '@tarojs/test-utils-react'
import TravellerForm, { type SaveOutcome } from '@/features/traveller/components/traveller-form'
import { emptyDocument, emptyTraveller, type TravellerDraft } from '@/features/traveller/rules'
import { idCardCheckChar } from '@/domain/id-card'
import { useTestLanguage } from './i18n'
import { blur, byTestId, inputIn, settle, tap, type } from './form-helpers'

const TODAY = '2026-11-25'
const codes = async () => [
  { CountryCode: '86', Iso: 'CN', Name: '中国大陆', NameCN: '中国大陆', NameTC: '中國大陸', NameEN: 'Chinese Mainland', NameJP: '中国本土' },
]

function idCard(birth: string, male = true): string {
  const first17 = `110101${birth}${male ? '123' : '124'}`
  return first17 + idCardCheckChar(first17)
}

describe('frequent traveller form', () => {
  let mounted: TestUtils | null = null
  let calls: TravellerDraft[] = []

  async function open(initial: TravellerDraft, answer: (d: TravellerDraft) => Promise<SaveOutcome>, lang: 'en' | 'zh-CN' = 'en') {
    useTestLanguage(lang)
    calls = []
    const utils = new TestUtils()
    mounted = utils
    const onSave = (d: TravellerDraft) => {
      calls.push(d)
      return answer(d)
    }
    await utils.mount(() => <TravellerForm initial={initial} today={TODAY} countryCodes={codes} onSave={onSave} />, {})
    await settle()
  }

  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  it('reads birth date and gender from the ID card and locks them', async () => {
    await open(emptyTraveller(), async () => ({ id: 7, warnings: [] }))
    await type('tf-ChName', '张伟')
    await type('tf-Documents.0.DocNo', idCard('19900307', false))
    await type('tf-Mobile', '13800000001')
    expect(byTestId('tf-birth-value')?.textContent).toBe('1990-03-07')
    expect(byTestId('tf-gender-value')?.textContent).toBe('Female')
    expect(byTestId('tf-gender-choice')).toBeNull()
    expect(byTestId('tf-BirthDate')?.textContent).toContain('Taken from the ID card')
    await tap(byTestId('tf-save'))
    expect(calls).toHaveLength(1)
  })

  it('saves a passport expiring within six months and shows the server warning on its expiry row', async () => {
    const passport = { ...emptyDocument('Passport'), DocNo: 'E12345678', Expiry: '2027-03-25' }
    const message = 'The document is valid for less than 6 months (until 2027-03-25); travel may be refused.'
    await open(
      { ...emptyTraveller(), LastName: 'LI', FirstName: 'NA', Gender: 'F', BirthDate: '1991-05-01', Mobile: '13800000002', Documents: [passport] },
      async () => ({
        id: 9,
        warnings: [{ Field: 'Documents.0.Expiry', Code: 'ExpiresSoon', Message: message }],
      }),
    )
    await tap(byTestId('tf-save'))
    expect(calls).toHaveLength(1)
    const row = byTestId('tf-Documents.0.Expiry')!
    expect(row.querySelector('.form-row__warning')?.textContent).toBe(message)
    expect(row.querySelector('.form-row__error')).toBeNull()
  })

  it('refuses an expired passport on its expiry row, with the server’s words, and keeps what was typed', async () => {
    const passport = { ...emptyDocument('Passport'), DocNo: 'E12345678', Expiry: '' }
    await open(
      { ...emptyTraveller(), LastName: 'LI', FirstName: 'NA', Gender: 'F', BirthDate: '1991-05-01', Mobile: '13800000002', Documents: [passport] },
      async () => ({ id: 9, warnings: [] }),
      'zh-CN',
    )
    await type('tf-Documents.0.Expiry', '2026-11-24')
    await blur('tf-Documents.0.Expiry')
    expect(byTestId('tf-Documents.0.Expiry')?.querySelector('.form-row__error')?.textContent).toBe('证件已过期，无法保存')
    await tap(byTestId('tf-save'))
    expect(calls).toEqual([])
    expect(inputIn('tf-Documents.0.Expiry').value).toBe('2026-11-24')
    expect(inputIn('tf-Documents.0.DocNo').value).toBe('E12345678')
  })

  it('puts a server error on the row it names and clears it when that field changes', async () => {
    const fail = Object.assign(new Error('Cards.0.Issuer: one frequent-flyer card per airline (CA).'), { code: 1001 })
    const cards = [{ Kind: 'Airline' as const, Issuer: 'CA', CardNo: '12345678' }]
    await open(
      { ...emptyTraveller(), ChName: '王芳', Mobile: '13800000003', Documents: [{ ...emptyDocument(), DocNo: idCard('19850101', false) }], Cards: cards },
      () => Promise.reject(fail),
    )
    await tap(byTestId('tf-save'))
    expect(calls).toHaveLength(1)
    expect(byTestId('tf-Cards.0.Issuer')?.querySelector('.form-row__error')?.textContent).toBe('one frequent-flyer card per airline (CA).')
    expect(byTestId('tf-Mobile')?.querySelector('.form-row__error')).toBeNull()
    expect(inputIn('tf-Cards.0.CardNo').value).toBe('12345678')
    await type('tf-Cards.0.Issuer', 'MU')
    expect(byTestId('tf-Cards.0.Issuer')?.querySelector('.form-row__error')).toBeNull()
  })
})
