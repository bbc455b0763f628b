// The traveller form refuses what airlines refuse, with the spec's messages: a bad ID check
// digit, a birth date or gender unlike the card, a baby under 14 days; and it warns (but saves)
// for a passport with less than six months left.
import TestUtils from '@tarojs/test-utils-react'
import PassengerForm from '@/components/passenger-form'
import { emptyTraveller, type TravellerDraft } from '@/domain/booking'
import { idCardCheckChar } from '@/domain/id-card'
import { useTestLanguage } from './i18n'
import { blur, byTestId, flush, settle, tap, text, type } from './form-helpers'

const dates = { today: '2026-11-22', firstDate: '2026-12-02', lastDate: '2026-12-02' }
const codes = async () => [
  { CountryCode: '86', Iso: 'CN', Name: '中国大陆', NameCN: '中国大陆', NameTC: '中國大陸', NameEN: 'Chinese Mainland', NameJP: '中国本土' },
]

function idCard(birth: string, male = true): string {
  const first17 = `110101${birth}${male ? '123' : '124'}`
  return first17 + idCardCheckChar(first17)
}

describe('passenger form', () => {
  let mounted: TestUtils | null = null
  let saved: TravellerDraft[] = []

  async function open(initial: TravellerDraft, lang: 'en' | 'zh-CN' = 'en', trip = dates) {
    useTestLanguage(lang)
    saved = []
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(
      () => <PassengerForm open initial={initial} dates={trip} countryCodes={codes} onSave={(d) => saved.push(d)} onClose={() => undefined} />,
      {},
    )
    await settle()
  }

  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  it('refuses an ID card number with a wrong check digit, and keeps what was typed', async () => {
    await open(emptyTraveller('n1'))
    const good = idCard('19900307')
    const bad = good.slice(0, 17) + (good[17] === '1' ? '2' : '1')
    await type('pf-chName', '张伟')
    await type('pf-idNo', bad)
    await blur('pf-idNo')
    expect(byTestId('pf-idNo')?.textContent).toContain('The ID card number is not valid.')
    await tap(byTestId('pf-save'))
    expect(saved).toEqual([])
    expect((byTestId('pf-idNo')?.querySelector('input') as HTMLInputElement).value).toBe(bad)
    expect((byTestId('pf-chName')?.querySelector('input') as HTMLInputElement).value).toBe('张伟')
  })

  it('reads birth date and gender from the card, and refuses a gender that disagrees', async () => {
    await open(emptyTraveller('n2'))
    await type('pf-chName', '张伟')
    await type('pf-idNo', idCard('19900307', true))
    await type('pf-mobile', '13800000001')
    expect(byTestId('pf-birthDate')?.textContent).toContain('1990-03-07')
    expect(byTestId('pf-gender')?.querySelector('[aria-checked="true"]')?.textContent).toBe('Male')
    await tap(byTestId('pf-gender')!.querySelector('[data-value="F"]'))
    expect(byTestId('pf-gender')?.textContent).toContain('The date of birth or gender does not match the ID card.')
    await tap(byTestId('pf-save'))
    expect(saved).toEqual([])
    await tap(byTestId('pf-gender')!.querySelector('[data-value="M"]'))
    await tap(byTestId('pf-save'))
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ chName: '张伟', gender: 'M', birthDate: '1990-03-07', idType: 'IDCard', nationality: 'CN' })
  })

  it('refuses a birth date that disagrees with the card', async () => {
    await open({ ...emptyTraveller('n3'), chName: '张伟', gender: 'M', birthDate: '1990-03-08', idNo: idCard('19900307'), mobile: '13800000001' })
    await tap(byTestId('pf-save'))
    expect(byTestId('pf-birthDate')?.textContent).toContain('The date of birth or gender does not match the ID card.')
    expect(saved).toEqual([])
  })

  it('refuses a baby under 14 days old on the travel date', async () => {
    // Born 2026-11-25: 7 days old on the departure date.
    await open(emptyTraveller('n4'), 'zh-CN', { today: '2026-11-28', firstDate: '2026-12-02', lastDate: '2026-12-02' })
    await type('pf-chName', '张宝宝')
    await type('pf-idNo', idCard('20261125'))
    await flush()
    expect(byTestId('pf-birthDate')?.textContent).toContain('张宝宝出生未满14天，无法预订')
    await tap(byTestId('pf-save'))
    expect(saved).toEqual([])
  })

  it('warns about a passport with less than six months left, and still saves it', async () => {
    await open({
      ...emptyTraveller('n5'),
      idType: 'Passport',
      lastName: 'smith',
      firstName: 'john',
      gender: 'M',
      birthDate: '1985-06-01',
      nationality: 'GB',
      idNo: 'e12345678',
      idExpiry: '2027-03-01',
      mobile: '13800000001',
    })
    await tap(byTestId('pf-save'))
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ lastName: 'SMITH', firstName: 'JOHN', idNo: 'E12345678', idExpiry: '2027-03-01' })
    expect(text()).not.toContain('cannot be used')
  })

  it('shows the six-month warning under the expiry date', async () => {
    await open({
      ...emptyTraveller('n6'),
      personId: 9,
      idType: 'Passport',
      lastName: 'SMITH',
      firstName: 'JOHN',
      gender: 'M',
      birthDate: '1985-06-01',
      nationality: 'GB',
      idNo: 'E12345678',
      idExpiry: '2027-03-01',
      mobile: '13800000001',
    })
    expect(byTestId('pf-idExpiry')?.textContent).toContain('The document will have less than 6 months of validity at departure')
  })

  it('blocks a passport that expires before the flight', async () => {
    await open({
      ...emptyTraveller('n7'),
      personId: 9,
      idType: 'Passport',
      lastName: 'SMITH',
      firstName: 'JOHN',
      gender: 'M',
      birthDate: '1985-06-01',
      nationality: 'GB',
      idNo: 'E12345678',
      idExpiry: '2026-11-30',
      mobile: '13800000001',
    })
    await tap(byTestId('pf-save'))
    expect(byTestId('pf-idExpiry')?.textContent).toContain('This document expires before departure')
    expect(saved).toEqual([])
  })
})
