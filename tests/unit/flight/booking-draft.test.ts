// A flight's order draft on the booking engine: one request id per draft that survives a reload,
// restored typing, the submit body it builds, moved prices accepted, and late price answers dropped.
import type { CabinItem, FlightRow, PriceCheckResult } from '@api/flight'
import { memoryKV, withJSON } from '@/platform/kv'
import { acceptedPrices, flightDraft, flightIssues, flightReasons, flightRequest, priceRequest, type FlightDraft } from '@/features/flight/booking-draft'
import type { FlightSelection } from '@/features/flight/selection'
import { emptyTraveller, type CompanyFieldRules } from '@/domain/booking'
import type { KVStore } from '@/platform/kv'

const verdict = (InPolicy: boolean) => ({
  InPolicy,
  Violations: InPolicy ? [] : [{ Kind: 'LowestPrice' as const, Message: 'x' }],
  PriceToBeat: 54000,
  LowestPriceFlight: null,
})

function selection(price = 61000, inPolicy = false): FlightSelection {
  const cabin = { CabinCode: 'Q', CabinClass: 'Economy', Price: price, Policy: verdict(inPolicy) } as unknown as CabinItem
  const flight = { FlightNo: 'HO3001' } as unknown as FlightRow
  return {
    tripType: 'OneWay',
    passengerIds: [],
    segments: [
      { choice: { FlightNo: 'HO3001', DepartDate: '2026-12-02', DepartCityCode: 'BJS', ArriveCityCode: 'SHA', CabinCode: 'Q', Price: price }, flight, cabin },
    ],
  }
}

function quote(oldPrice: number, newPrice: number): PriceCheckResult {
  return {
    PriceChanged: oldPrice !== newPrice,
    Segments: [{ FlightNo: 'HO3001', DepartDate: '2026-12-02', CabinCode: 'Q', OldPrice: oldPrice, NewPrice: newPrice, SeatsLeft: 5, Policy: verdict(false) }],
    PriceDetail: {
      Fare: newPrice,
      Taxes: 7000,
      ServiceFee: 2000,
      Insurance: 0,
      Total: newPrice + 9000,
      CompanyAmount: 63000,
      PersonalAmount: newPrice - 54000,
      Lines: [],
    },
  }
}

const adult = {
  ...emptyTraveller('p4'),
  personId: 4,
  chName: '张伟',
  gender: 'M' as const,
  birthDate: '1992-11-05',
  idNo: '330106********0093',
  mobile: '13800000001',
}

const off = { display: false, required: false }
const rules = (costCenter = off): CompanyFieldRules => ({
  CostCenter: costCenter,
  Department: off,
  BusinessUnit: off,
  CustomItem: off,
  Purpose: { ...off, type: 0 },
  AuthorizationCode: off,
  UploadAttachFile: off,
  BookMessage: off,
  extend: [],
})
const draft = (s: FlightSelection, store: KVStore = withJSON(memoryKV())): FlightDraft => flightDraft(s, store)
const setTravellers = (d: FlightDraft, travellers: (typeof adult)[]) => d.setOwn({ travellers })

describe('flight booking draft', () => {
  it('keeps one request id and what was typed across a reload of the same selection', () => {
    const store = withJSON(memoryKV())
    const a = draft(selection(), store)
    setTravellers(a, [adult])
    a.setReason('0', { codeId: 2, text: '' })
    const b = draft(selection(), store)
    expect(b.restored).toBe(true)
    expect(b.requestId).toBe(a.requestId)
    expect(b.own.travellers).toEqual([adult])
    expect(b.reasons['0']).toEqual({ codeId: 2, text: '' })
    b.finish()
    const c = draft(selection(), store)
    expect(c.restored).toBe(false)
    expect(c.requestId).not.toBe(a.requestId)
  })

  it('takes a new request id, kept across a reload, when the server says the old one was used for other contents', () => {
    const store = withJSON(memoryKV())
    const a = draft(selection(), store)
    setTravellers(a, [adult])
    const old = a.requestId
    a.renewRequestId()
    expect(a.requestId).not.toBe(old)
    const b = draft(selection(), store)
    expect(b.requestId).toBe(a.requestId)
    expect(b.own.travellers).toEqual([adult])
  })

  it('starts afresh for another selection', () => {
    const store = withJSON(memoryKV())
    const a = draft(selection(), store)
    setTravellers(a, [adult])
    const other = selection()
    other.segments[0].choice.FlightNo = 'CA1001'
    const b = draft(other, store)
    expect(b.own.travellers).toEqual([])
  })

  it('builds the submit body: reasons only where needed, masked numbers sent back, blanks left out', () => {
    const s = selection()
    const d = draft(s)
    setTravellers(d, [adult])
    d.setContacts([{ name: ' 张伟 ', mobileCountryCode: '86', mobile: '13800000001', email: '' }])
    d.setReason('0', { codeId: null, text: ' 客户临时改期 ' })
    d.setPayment('Mixed')
    d.setFields({ ...d.fields, costCenter: { id: 2, name: '研发' }, extend: { ExtendField2: '会议培训', ExtendField1: ' ' } })
    const req = flightRequest(d, s)
    expect(req.ClientRequestId).toBe(d.requestId)
    expect(req.PaymentType).toBe('Mixed')
    expect(req.PolicyReasons).toEqual([{ SegmentIndex: 0, ReasonCodeId: null, ReasonText: '客户临时改期', Kind: 'LowestPrice' }])
    expect(req.Passengers[0]).toMatchObject({ PersonId: 4, IdNo: '330106********0093', IdType: 'IDCard', Nationality: 'CN', IdExpiry: null, Gender: 'M' })
    expect(req.Contacts).toEqual([{ Name: '张伟', MobileCountryCode: '86', Mobile: '13800000001', Email: undefined }])
    expect(req.CostCenterId).toBe(2)
    expect(req.ExtendFields).toEqual({ ExtendField2: '会议培训' })
  })

  it('books at an accepted new price and keeps the request id', () => {
    const d = draft(selection(61000))
    const id = d.requestId
    const s = acceptedPrices(selection(61000), quote(61000, 68000))
    expect(flightRequest(d, s).Segments[0].Price).toBe(68000)
    expect(s.segments[0].cabin.Price).toBe(68000)
    expect(d.requestId).toBe(id)
  })

  it('asks no price before every traveller has a birth date, and drops a late answer', async () => {
    let resolveFirst: (q: PriceCheckResult) => void = () => undefined
    const calls: Promise<PriceCheckResult>[] = [new Promise((r) => (resolveFirst = r)), Promise.resolve(quote(61000, 61000))]
    const checkPrice = jest.fn(() => calls.shift()!)
    const s = selection()
    const d = draft(s)
    const ask = () => {
      const req = priceRequest(d, s)
      return d.requote(req && (() => checkPrice()))
    }
    setTravellers(d, [{ ...adult, birthDate: '' }])
    expect(await ask()).toBeNull()
    expect(checkPrice).not.toHaveBeenCalled()
    setTravellers(d, [adult])
    expect(priceRequest(d, s)).toEqual({ Segments: [s.segments[0].choice], Passengers: [{ PersonId: 4, BirthDate: '1992-11-05' }], Insurance: false })
    const first = ask()
    await ask()
    resolveFirst(quote(61000, 99999))
    await first
    expect(d.quote?.Segments[0].NewPrice).toBe(61000)
    expect(d.quoteStatus).toBe('ready')
  })

  it('reports the policy of the latest quote, and what is missing in page order', () => {
    const s = selection(61000, false)
    const d = draft(s)
    const reasons = flightReasons(d, s)
    expect(reasons.map((r) => r.need)).toEqual(['notLowest'])
    const common = d.issues({ emailRequired: true, rules: rules({ display: true, required: true }), reasons, paymentRequired: 'flight:payment.none' })
    expect(common.map((i) => i.field).filter((f) => !f.startsWith('contact.'))).toEqual(['reason.0', 'payment', 'field.CostCenter'])
    expect(flightIssues(d, s, '2026-11-22').map((i) => i.field)).toEqual(['travellers'])
  })

  it('a fare over the standard AND not the lowest needs a reason for each rule, sent with the rule it answers', () => {
    const sel = selection(61000, false)
    sel.segments[0].cabin.Policy = {
      InPolicy: false,
      Violations: [
        { Kind: 'LowestPrice', Message: 'x' },
        { Kind: 'CabinClass', Message: 'y' },
      ],
      PriceToBeat: 54000,
      LowestPriceFlight: null,
    } as never
    const d = draft(sel)
    const reasons = flightReasons(d, sel)
    expect(reasons).toEqual([
      { slot: '0', segment: 0, codes: 'Policy', need: 'outOfPolicy' },
      { slot: '2', segment: 0, codes: 'LowestPrice', need: 'notLowest' },
    ])
    const reasonFields = () =>
      d
        .issues({ emailRequired: false, rules: rules(), reasons, paymentRequired: 'flight:payment.none' })
        .map((i) => i.field)
        .filter((f) => f.startsWith('reason'))
    d.setReason('0', { codeId: 1, text: '' })
    expect(reasonFields()).toContain('reason.2')
    d.setReason('2', { codeId: null, text: '时间合适' })
    expect(reasonFields()).toEqual([])
    expect(flightRequest(d, sel).PolicyReasons).toEqual([
      { SegmentIndex: 0, ReasonCodeId: 1, ReasonText: undefined, Kind: 'Policy' },
      { SegmentIndex: 0, ReasonCodeId: null, ReasonText: '时间合适', Kind: 'LowestPrice' },
    ])
  })
})
