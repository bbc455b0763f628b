// The frequent traveller's and contact's rules on the client, named by the server's field paths.
import { idCardCheckChar } from '@/domain/id-card'
import {
  checkContactDraft,
  checkTravellerDraft,
  emptyDocument,
  emptyTraveller,
  fromIdCard,
  saveRequestOf,
  serverFieldError,
  type TravellerDraft,
} from '@/features/traveller/rules'

const TODAY = '2026-11-25'
const id = (birth: string, male = true) => {
  const first17 = `110101${birth}${male ? '123' : '124'}`
  return first17 + idCardCheckChar(first17)
}
const errors = (d: TravellerDraft) =>
  checkTravellerDraft(d, TODAY)
    .filter((i) => i.severity === 'error')
    .map((i) => `${i.field} ${i.key}`)
const base = (): TravellerDraft => ({ ...emptyTraveller(), ChName: '张伟', Mobile: '13800000001', Documents: [{ ...emptyDocument(), DocNo: id('19900307') }] })
const passport = (expiry: string) => ({ ...emptyDocument('Passport'), DocNo: 'E12345678', Expiry: expiry })

describe('frequent traveller rules', () => {
  it('accepts a traveller with a valid ID card and reads birth date and gender from it', () => {
    expect(errors(base())).toEqual([])
    expect(fromIdCard(base())).toEqual({ BirthDate: '1990-03-07', Gender: 'M' })
    expect(saveRequestOf(base())).toMatchObject({
      BirthDate: '1990-03-07',
      Gender: 'M',
      MobileCountryCode: '86',
      Documents: [{ DocType: 'IDCard', IssuingCountry: 'CN', Expiry: null }],
    })
  })

  it('names the ID card problems in the server’s order', () => {
    const doc = (no: string) => ({ ...base(), Documents: [{ ...emptyDocument(), DocNo: no }] })
    expect(errors(doc(''))).toContain('Documents.0.DocNo err.idRequired')
    expect(errors(doc('1101011990'))).toContain('Documents.0.DocNo err.idCardLength')
    expect(errors(doc('99010119900307123X'))).toContain('Documents.0.DocNo err.idCardRegion')
    const good = id('19900307')
    expect(errors(doc(good.slice(0, 17) + (good[17] === '1' ? '2' : '1')))).toContain('Documents.0.DocNo err.idCardFormat')
  })

  it('without an ID card asks for birth date and gender', () => {
    const d = { ...base(), LastName: 'ZHANG', FirstName: 'WEI', Documents: [passport('2030-01-01')] }
    expect(errors(d)).toEqual(['BirthDate err.birthRequired', 'Gender err.genderRequired'])
  })

  it('refuses an expired document, warns under six months, passes six months and more', () => {
    const d = (expiry: string) => ({ ...base(), LastName: 'ZHANG', FirstName: 'WEI', Documents: [base().Documents[0], passport(expiry)] })
    expect(errors(d('2026-11-24'))).toEqual(['Documents.1.Expiry err.docExpired'])
    expect(errors(d('2026-11-25'))).toEqual([])
    expect(checkTravellerDraft(d('2027-03-25'), TODAY)).toEqual([
      { field: 'Documents.1.Expiry', key: 'err.docExpiresSoon', params: { date: '2027-03-25' }, severity: 'warning' },
    ])
    expect(checkTravellerDraft(d('2027-05-25'), TODAY)).toEqual([])
    expect(errors(d(''))).toEqual(['Documents.1.Expiry err.expiryRequired'])
    expect(errors(d('2027-02-30'))).toEqual(['Documents.1.Expiry err.dateInvalid'])
  })

  it('needs English names with a passport, one document per type, and names in their alphabets', () => {
    expect(errors({ ...base(), Documents: [base().Documents[0], passport('2030-01-01')] })).toContain('LastName err.englishNameRequired')
    expect(errors({ ...base(), Documents: [base().Documents[0], { ...base().Documents[0] }] })).toContain('Documents.1.DocType err.docTypeTwice')
    expect(errors({ ...base(), ChName: 'Zhang' })).toContain('ChName err.chineseName')
    expect(errors({ ...base(), LastName: 'ZH4NG', FirstName: 'WEI' })).toContain('LastName err.englishName')
    expect(errors({ ...base(), LastName: 'ZHANG' })).toContain('FirstName err.nameRequired')
    expect(errors({ ...base(), ChName: '' })).toContain('ChName err.nameRequired')
  })

  it('checks phone by country code, e-mail, and one card per airline or hotel group', () => {
    expect(errors({ ...base(), Mobile: '2380000000' })).toEqual(['Mobile err.mobile'])
    expect(errors({ ...base(), MobileCountryCode: '852', Mobile: '91234567' })).toEqual([])
    expect(errors({ ...base(), Email: 'a@b' })).toEqual(['Email err.email'])
    const cards = [
      { Kind: 'Airline' as const, Issuer: 'ca', CardNo: '1234567' },
      { Kind: 'Airline' as const, Issuer: 'CA', CardNo: '7654321' },
      { Kind: 'HotelGroup' as const, Issuer: 'HUAZHU', CardNo: 'x1' },
    ]
    expect(errors({ ...base(), Cards: cards })).toEqual(['Cards.1.Issuer err.airlineCardTwice', 'Cards.2.CardNo err.cardNo'])
    expect(errors({ ...base(), Cards: [{ Kind: 'Airline', Issuer: 'AIR', CardNo: '1234567' }] })).toEqual(['Cards.0.Issuer err.cardIssuer'])
  })

  it('reads the field of a server error in every language', () => {
    expect(serverFieldError('Documents.1.Expiry: the document has expired and cannot be saved.')).toEqual({
      field: 'Documents.1.Expiry',
      text: 'the document has expired and cannot be saved.',
    })
    expect(serverFieldError('Mobile：手机号码 +86 138****0001 已是您的联系人，不能重复添加')).toEqual({
      field: 'Mobile',
      text: '手机号码 +86 138****0001 已是您的联系人，不能重复添加',
    })
    expect(serverFieldError('The system is busy')).toBeNull()
  })

  it('asks a contact for a name, a valid phone and a valid e-mail when given', () => {
    const c = { Name: '李四', MobileCountryCode: '86', Mobile: '13900000000', Email: '', IsDefault: false }
    expect(checkContactDraft(c)).toEqual([])
    expect(checkContactDraft({ ...c, Name: ' ', Mobile: '1', Email: 'x' }).map((i) => i.field)).toEqual(['Name', 'Mobile', 'Email'])
  })
})
