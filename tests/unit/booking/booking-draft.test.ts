// The booking engine's draft: what is kept across a reload of the same choice (and only of it),
// one reason per broken rule, the shared problems in page order, the shared part of a request,
// a late price answer dropped, a new request id after a refused one, the first visit's defaults.
import { BookingDraft, type ReasonSlot } from '@/components/booking/draft'
import type { CompanyFieldRules } from '@/domain/booking'
import { memoryKV, withJSON, type KVStore } from '@/platform/kv'

const off = { display: false, required: false }
const rules = (over: Partial<CompanyFieldRules> = {}): CompanyFieldRules => ({
  CostCenter: off,
  Department: off,
  BusinessUnit: off,
  CustomItem: off,
  Purpose: { ...off, type: 0 },
  AuthorizationCode: off,
  UploadAttachFile: off,
  BookMessage: off,
  extend: [],
  ...over,
})
const me = { name: '张伟', mobileCountryCode: '86', mobile: '13800000001', email: '' }
const make = (store: KVStore, choiceKey = 'A') =>
  new BookingDraft<{ seats: string[] }, { total: number }>({
    store,
    key: 'draft',
    choiceKey,
    idPrefix: 'tt',
    own: { seats: [] },
  })
const policy: ReasonSlot = { slot: '', need: 'outOfPolicy', codes: 'Policy' }
const lowest: ReasonSlot = { slot: '2', need: 'notLowest', codes: 'LowestPrice' }

describe('BookingDraft (kit)', () => {
  it.each([
    ['the same choice', 'A', true],
    ['another choice', 'B', false],
  ])('after a reload, %s keeps what was typed: %s', (_n, again, kept) => {
    const store = withJSON(memoryKV())
    const a = make(store)
    a.setOwn({ seats: ['F'] })
    a.setContacts([me])
    a.setReason('', { codeId: 3, text: '' })
    a.setPayment('Mixed')
    const b = make(store, again)
    expect(b.restored).toBe(kept)
    expect(b.requestId === a.requestId).toBe(kept)
    expect(b.own.seats).toEqual(kept ? ['F'] : [])
    expect(b.contacts).toEqual(kept ? [me] : [])
    expect(b.reasons['']).toEqual(kept ? { codeId: 3, text: '' } : undefined)
    expect(b.payment).toBe(kept ? 'Mixed' : null)
  })

  it('forgets a booked order: the next draft starts afresh with a new request id', () => {
    const store = withJSON(memoryKV())
    const a = make(store)
    a.setOwn({ seats: ['A'] })
    a.finish()
    const b = make(store)
    expect(b.restored).toBe(false)
    expect(b.requestId).not.toBe(a.requestId)
    expect(b.requestId).toMatch(/^tt-[a-z0-9]+-[a-z0-9]{12}$/)
  })

  it('takes a new request id, kept across a reload, when the old one was refused', () => {
    const store = withJSON(memoryKV())
    const a = make(store)
    const old = a.requestId
    a.renewRequestId()
    expect(a.requestId).not.toBe(old)
    expect(make(store).requestId).toBe(a.requestId)
  })

  const cases: [string, ReasonSlot[], (d: ReturnType<typeof make>) => void, Partial<CompanyFieldRules>, string[]][] = [
    ['nothing given', [policy], () => undefined, {}, ['reason', 'contact.0.name', 'contact.0.mobile', 'payment']],
    ['in policy, all given', [], (d) => (d.setContacts([me]), d.setPayment('Company')), {}, []],
    [
      'one reason per broken rule',
      [policy, lowest],
      (d) => (d.setContacts([me]), d.setPayment('Company'), d.setReason('', { codeId: 1, text: '' })),
      {},
      ['reason.2'],
    ],
    [
      'a required cost centre',
      [],
      (d) => (d.setContacts([me]), d.setPayment('Company')),
      { CostCenter: { display: true, required: true } },
      ['field.CostCenter'],
    ],
    [
      'a reason taken back',
      [policy],
      (d) => (d.setContacts([me]), d.setPayment('Personal'), d.setReason('', { codeId: 1, text: '' }), d.setReason('', null)),
      {},
      ['reason'],
    ],
  ]
  it.each(cases)('problems in page order: %s', (_n, reasons, fill, r, fields) => {
    const d = make(withJSON(memoryKV()))
    fill(d)
    expect(d.issues({ rules: rules(r), emailRequired: false, reasons, paymentRequired: 'x:payment' }).map((i) => i.field)).toEqual(fields)
  })

  it('builds the shared part of a request: trimmed contacts, blanks left out, the reason of a slot', () => {
    const d = make(withJSON(memoryKV()))
    d.setContacts([{ ...me, name: ' 张伟 ', email: ' ' }])
    d.setPayment('Mixed')
    d.setFields({ ...d.fields, costCenter: { id: 2, name: '研发' }, authorizationCode: ' ' })
    d.setReason('1', { codeId: null, text: ' 客户临时改期 ' })
    expect(d.commonRequest()).toMatchObject({
      ClientRequestId: d.requestId,
      PaymentType: 'Mixed',
      CostCenterId: 2,
      AuthorizationCode: undefined,
      Contacts: [{ Name: '张伟', MobileCountryCode: '86', Mobile: '13800000001', Email: undefined }],
    })
    expect(d.reasonOf('1')).toEqual({ ReasonCodeId: null, ReasonText: '客户临时改期' })
    expect(d.reasonOf('')).toBeNull()
  })

  it('drops a late price answer and says when pricing failed', async () => {
    const d = make(withJSON(memoryKV()))
    let first: (q: { total: number }) => void = () => undefined
    const slow = d.requote(() => new Promise((r) => (first = r)))
    await d.requote(async () => ({ total: 200 }))
    first({ total: 100 })
    expect(await slow).toBeNull()
    expect(d.quote).toEqual({ total: 200 })
    expect(d.quoteStatus).toBe('ready')
    await expect(d.requote(() => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(d.quoteStatus).toBe('error')
    expect(await d.requote(null)).toBeNull()
    expect(d.quoteStatus).toBe('idle')
  })

  it('on a first visit takes oneself as contact and the traveller’s department and cost centre, never over what is there', () => {
    const d = make(withJSON(memoryKV()))
    d.setFields({ ...d.fields, costCenter: { id: 9, name: '已选' } })
    d.prefill(me, { DepartmentId: 4, DepartmentName: '研发部', CostCenterId: 5, CostCenterName: '研发' })
    expect(d.contacts).toEqual([me])
    expect(d.fields.department).toEqual({ id: 4, name: '研发部' })
    expect(d.fields.costCenter).toEqual({ id: 9, name: '已选' })
    d.prefill({ ...me, name: '别人' }, null)
    expect(d.contact.name).toBe('张伟')
  })
})
