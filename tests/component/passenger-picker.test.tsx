// The booking's passenger picker: the booking scope and the frequent travellers as two tabs,
// searched as one types, paged on demand, ticked up to the order's limit, and handed back.
import TestUtils from '@tarojs/test-utils-react'
import type { BookPerson, FrequentTravelerItem, GetBookPersonsReq, QuickListReq } from '@api/booking-data'
import PassengerPicker from '@/components/passenger-picker'
import type { TravellerSource } from '@/components/passenger-picker/source'
import type { TravellerDraft } from '@/domain/booking'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap, type } from './form-helpers'

const person = (id: number, name: string, self = false): BookPerson => ({
  PersonId: id,
  Kind: 'Employee',
  ChName: name,
  LastName: '',
  FirstName: '',
  Name: name,
  Gender: 'M',
  BirthDate: '1990-01-01',
  EmployeeNo: `E${id}`,
  DepartmentId: 1,
  DepartmentName: 'Sales',
  CostCenterId: null,
  CostCenterName: '',
  RankName: 'R1',
  Nationality: 'CN',
  IdType: 'IDCard',
  IdNo: '110101199001011234',
  MobileCountryCode: '86',
  Mobile: '13800000000',
  Email: '',
  IsSelf: self,
})
const SCOPE = [person(1, '王芳', true), ...Array.from({ length: 59 }, (_, i) => person(i + 2, `同事${i + 2}`))]
const FREQUENT: FrequentTravelerItem[] = [
  {
    FrequentTravelerId: 7,
    PersonId: null,
    ChName: '欧阳思远',
    LastName: 'OUYANG',
    FirstName: 'SIYUAN',
    Name: '欧阳思远',
    Gender: 'M',
    BirthDate: null,
    Nationality: 'CN',
    IdType: 'IDCard',
    IdNo: '110101197909161234',
    IdExpiry: null,
    MobileCountryCode: '86',
    Mobile: '13900000000',
    Email: '',
  },
]

function source() {
  const calls: string[] = []
  const s: TravellerSource = {
    async bookPersons(req: GetBookPersonsReq) {
      calls.push(`scope:${req.Keyword ?? ''}:${req.PageIndex}`)
      const hits = SCOPE.filter((p) => p.Name.includes(req.Keyword ?? ''))
      const size = req.PageSize ?? 50
      const page = req.PageIndex ?? 1
      return { Total: hits.length, PageIndex: page, PageSize: size, Persons: hits.slice((page - 1) * size, page * size), ScopeKind: 'All' } as never
    },
    async frequentTravellers(req: QuickListReq) {
      calls.push(`frequent:${req.Keyword ?? ''}:${req.PageIndex}`)
      return { Total: FREQUENT.length, Travelers: FREQUENT }
    },
    countryCodes: async () => [],
  }
  return { calls, s }
}

describe('PassengerPicker', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  async function mount(max: number, done: TravellerDraft[][]) {
    useTestLanguage('en')
    const { calls, s } = source()
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(
      () => <PassengerPicker open source={s} selected={[]} max={max} onDone={(l) => done.push(l)} onAddNew={() => undefined} onClose={() => undefined} />,
      {},
    )
    await flush(50)
    return calls
  }
  const rows = () => document.querySelectorAll('[data-testid^="pp-row-"]')

  it('lists the booking scope a page at a time, searches as one types, and switches to frequent travellers', async () => {
    const calls = await mount(9, [])
    expect(calls).toEqual(['scope::1'])
    expect(rows().length).toBe(50)
    expect(rows()[0].textContent).toContain('Me')
    await tap(document.querySelector('.pp__more'))
    await flush()
    expect(rows().length).toBe(60)
    expect(document.querySelector('.pp__more')).toBeNull()
    await type('pp-search', '同事5')
    await flush(400)
    expect(calls[calls.length - 1]).toBe('scope:同事5:1')
    expect(rows().length).toBe(11)
    await tap(byTestId('pp-tab-frequent'))
    await flush(400)
    expect(calls[calls.length - 1]).toBe('frequent:同事5:1')
    expect(rows().length).toBe(1)
    expect(rows()[0].textContent).toContain('欧阳思远')
  })

  it('ticks up to the limit, says so past it, and hands back the ticked travellers', async () => {
    const done: TravellerDraft[][] = []
    await mount(2, done)
    const [a, b, c] = Array.from(rows())
    await tap(a as HTMLElement)
    await tap(b as HTMLElement)
    await tap(c as HTMLElement)
    expect(c.getAttribute('aria-checked')).toBe('false')
    expect(document.querySelector('.pp__count--limit')?.textContent).toBe('2/2 selected')
    await tap(byTestId('pp-done'))
    expect(done.map((l) => l.map((d) => d.personId))).toEqual([[1, 2]])
  })
})
