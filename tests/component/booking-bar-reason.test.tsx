// The booking page's money bar (total and, for split payment, who pays what) and the reason
// sheet (codes as a radio list, 'other' with a 50-character counter).
import { act } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import { useTranslation } from 'react-i18next'
import type { CabinItem, FlightRow, PriceCheckResult } from '@api/flight'
import { memoryKV, withJSON } from '@/platform/kv'
import { BookingBar } from '@/components/booking/sections'
import { useFormat } from '@/components/format'
import { flightDraft, type FlightDraft } from '@/features/flight/booking-draft'
import { BarNote, product } from '@/features/flight/booking/parts'
import ReasonSheet, { codeGroups } from '@/components/reason-sheet'
import { paymentSplit, type ReasonDraft } from '@/domain/booking'
import { useTestLanguage } from './i18n'
import { byTestId, flush, settle, tap, text } from './form-helpers'

const verdict = { InPolicy: false, Violations: [{ Kind: 'LowestPrice' as const, Message: '' }], PriceToBeat: 54000, LowestPriceFlight: null }
const quote: PriceCheckResult = {
  PriceChanged: false,
  Segments: [],
  PriceDetail: { Fare: 61000, Taxes: 7000, ServiceFee: 2000, Insurance: 3000, Total: 73000, CompanyAmount: 66000, PersonalAmount: 7000, Lines: [] },
}

function draft(): FlightDraft {
  const d = flightDraft(
    {
      tripType: 'OneWay',
      passengerIds: [],
      segments: [
        {
          choice: { FlightNo: 'HO3001', DepartDate: '2026-12-02', DepartCityCode: 'BJS', ArriveCityCode: 'SHA', CabinCode: 'Q', Price: 61000 },
          flight: {} as FlightRow,
          cabin: { Policy: verdict } as unknown as CabinItem,
        },
      ],
    },
    withJSON(memoryKV()),
  )
  d.setQuote(quote)
  return d
}

/** The flight booking page's bar, as the booking frame lays it out: the total, the split, the note. */
function Bar({ d, freeInsurance }: { d: FlightDraft; freeInsurance: boolean }) {
  const { t } = useTranslation()
  const f = useFormat()
  const split = d.quote && d.payment ? paymentSplit(d.quote.PriceDetail, d.payment, freeInsurance) : null
  const page = { draft: d, t, f, product, spec: { total: split?.total ?? null, split }, setPriceOpen: () => undefined, submit: () => undefined } as never
  return <BookingBar page={page} note={<BarNote page={page} split={split} />} />
}

describe('booking bottom bar', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(d: FlightDraft, freeInsurance = true) {
    useTestLanguage('en')
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(() => <Bar d={d} freeInsurance={freeInsurance} />, {})
    await flush()
  }

  it('shows the split of a split payment', async () => {
    const d = draft()
    d.setPayment('Mixed')
    await mount(d)
    expect(byTestId('bk-total')?.textContent).toBe('¥730')
    expect(byTestId('bk-split')?.textContent).toBe('Company pays ¥660 · you pay ¥70')
  })

  it('shows no split when the company pays everything', async () => {
    const d = draft()
    d.setPayment('Company')
    await mount(d)
    expect(byTestId('bk-split')).toBeNull()
  })

  it('says when the traveller pays all', async () => {
    const d = draft()
    d.setPayment('Personal')
    await mount(d)
    expect(text()).toContain('You pay the whole amount')
  })
})

describe('reason sheet', () => {
  let mounted: TestUtils | null = null
  let saved: ReasonDraft[] = []
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount() {
    useTestLanguage('zh-CN')
    saved = []
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(
      () => (
        <ReasonSheet
          open
          title="超标原因"
          groups={codeGroups([{ Id: 1, Code: 'A1', Text: '会议或客户时间安排', Kind: 'Policy' }])}
          allowOther
          need="outOfPolicy"
          value={undefined}
          onSave={(r) => saved.push(r)}
          onClose={() => undefined}
          testId="rs"
        />
      ),
      {},
    )
    await settle()
  }
  const typeReason = async (value: string) => {
    const el = byTestId('reason-text')?.querySelector('textarea') as HTMLTextAreaElement
    await act(async () => {
      el.value = value
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await flush()
  }

  it('saves a code from the list', async () => {
    await mount()
    await tap(byTestId('reason-option'))
    await tap(byTestId('rs-ok'))
    expect(saved).toEqual([{ codeId: 1, text: '' }])
  })

  it("counts the 'other' text live and takes no more than 50 characters", async () => {
    await mount()
    await tap(byTestId('reason-other'))
    await flush()
    await typeReason('原'.repeat(10))
    expect(text()).toContain('10/50')
    expect((byTestId('reason-text')?.querySelector('textarea') as HTMLTextAreaElement).maxLength).toBe(50)
    await typeReason('原'.repeat(72))
    expect(text()).toContain('50/50')
    expect(text()).not.toContain('72/50')
    await tap(byTestId('rs-ok'))
    expect(saved).toEqual([{ codeId: null, text: '原'.repeat(50) }])
    saved.length = 0
    await typeReason('客户临时改期')
    await tap(byTestId('rs-ok'))
    expect(saved).toEqual([{ codeId: null, text: '客户临时改期' }])
  })

  it('asks for a choice before confirming', async () => {
    await mount()
    await tap(byTestId('rs-ok'))
    expect(byTestId('reason-error')?.textContent).toBe('请选择或填写超标原因')
    expect(saved).toEqual([])
  })
})
