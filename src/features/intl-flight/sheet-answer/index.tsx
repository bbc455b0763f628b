/**
 * /intlPlaneTicket/inquirySheet/bookDetails?sheetNo= — a travel consultant answers an inquiry
 * sheet: one to five options, each an itinerary per leg of the sheet's route and dates (from the
 * search), a fare family, a price per traveller (taxes included) and the deadline to confirm
 * before; a reply for the asker. Answering again replaces the options.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { InquirySheet, IntlSearchRes } from '@api/intlflight'
import { FARE_FAMILIES, FARE_RULES, MAX_INQUIRY_OPTIONS, type FareFamily } from '@api/intlflight-values'
import Page from '@/components/page'
import PickerDialog from '@/components/picker-dialog'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField } from '@/components/ui/form'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useBusy } from '@/components/use-busy'
import { clock } from '@/core/clock'
import { replace } from '@/core/navigate'
import { shiftDay } from '@/domain/hotel-stay'
import { useStores } from '@/stores'
import { answerSheet, search, sheetDetail } from '../api'
import { cityOf, useIntlText } from '../components/labels'
import { sheetRoute } from '../components/sheet-row'
import '../components/index.scss'
import './index.scss'

interface OptionDraft {
  keys: string[]
  family: FareFamily
  price: string
  deadline: string
  note: string
}

const DEADLINE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/
const PRICE = /^\d+(\.\d{1,2})?$/

function SheetAnswer() {
  const { session, ui } = useStores()
  const { t } = useIntlText()
  const f = useFormat()
  const sheetNo = String(useRouter().params.sheetNo ?? '')
  const [sheet, setSheet] = useState<InquirySheet | null>(null)
  const [found, setFound] = useState<IntlSearchRes | null>(null)
  const [failed, setFailed] = useState(false)
  const [options, setOptions] = useState<OptionDraft[]>([])
  const [reply, setReply] = useState('')
  const [busy, run] = useBusy()
  const [picking, setPicking] = useState<{ option: number; leg: number } | null>(null)

  const families = FARE_FAMILIES.filter((x) => sheet && FARE_RULES[x].Cabin === sheet.Cabin)
  const priceOf = (keys: string[], family: FareFamily, r: IntlSearchRes | null = found) =>
    keys.reduce((sum, k, i) => sum + (r?.Legs[i]?.Itineraries.find((x) => x.Key === k)?.Fares.find((x) => x.Family === family)?.Total ?? 0), 0)
  const draftOf = (s: InquirySheet, r: IntlSearchRes): OptionDraft => {
    const family = FARE_FAMILIES.find((x) => FARE_RULES[x].Cabin === s.Cabin && FARE_RULES[x].PricePct === 100) ?? 'EconomyStandard'
    const keys = r.Legs.map((l) => (l.Itineraries.find((x) => x.Stops === 0) ?? l.Itineraries[0])?.Key ?? '')
    const day = shiftDay(s.Legs[0].Date, -1)
    return { keys, family, price: String(priceOf(keys, family, r) / 100), deadline: `${day > clock.today() ? day : clock.today()} 23:00`, note: '' }
  }

  const load = async () => {
    setFailed(false)
    try {
      const s = await sheetDetail(sheetNo)
      const r = await search({ TripType: s.TripType as 'OneWay' | 'RoundTrip' | 'MultiCity', Legs: s.Legs, Cabin: s.Cabin })
      setSheet(s)
      setFound(r)
      setOptions([draftOf(s, r)])
      setReply(s.Reply)
    } catch {
      setFailed(true)
    }
  }
  useEffect(() => {
    if (session.signedIn && sheetNo) void load()
  }, [session.signedIn, sheetNo])

  const setOption = (i: number, patch: Partial<OptionDraft>) => setOptions((l) => l.map((o, j) => (j === i ? { ...o, ...patch } : o)))

  const submit = async () => {
    if (!sheet) return
    for (const o of options) {
      if (o.keys.some((k) => !k)) return ui.toast(t('intlFlight:answer.pickFlights'))
      if (!PRICE.test(o.price.trim()) || Number(o.price) <= 0) return ui.toast(t('intlFlight:answer.priceFormat'))
      if (!DEADLINE.test(o.deadline.trim())) return ui.toast(t('intlFlight:answer.deadlineFormat'))
    }
    await run(async () => {
      await answerSheet({
        SheetNo: sheet.SheetNo,
        Options: options.map((o) => ({
          Selections: o.keys.map((k) => ({ ItineraryKey: k, Family: o.family })),
          PricePerPassenger: Math.round(Number(o.price) * 100),
          Deadline: o.deadline.trim(),
          ...(o.note.trim() ? { Note: o.note.trim() } : {}),
        })),
        ...(reply.trim() ? { Reply: reply.trim() } : {}),
      })
      ui.toast(t('intlFlight:answer.sent'))
      void replace('intlSheetDetails', { sheetNo: sheet.SheetNo })
    })
  }

  const itineraryText = (leg: number, key: string) => {
    const it = found?.Legs[leg]?.Itineraries.find((x) => x.Key === key)
    if (!it) return t('intlFlight:answer.pick')
    const a = it.Segments[0]
    const b = it.Segments[it.Segments.length - 1]
    return `${it.Segments.map((x) => x.FlightNo).join('/')} ${a.DepartTime.slice(11)}–${b.ArriveTime.slice(11)} · ${it.Stops ? t('intlFlight:list.connectionCount', { count: it.Stops }) : t('intlFlight:list.nonstop')}`
  }
  const legOptions =
    picking && found
      ? found.Legs[picking.leg].Itineraries.map((x) => ({ value: x.Key, text: `${itineraryText(picking.leg, x.Key)} · ${f.money(x.LowestTotal)}` }))
      : []

  return (
    <Page title="intlFlight:answer.title" className="sheet-answer" testId="sheet-answer-page">
      {failed || !sheetNo ? (
        <ErrorBlock onRetry={() => void load()} testId="answer-error" />
      ) : !sheet || !found ? (
        <Skeletons count={3} tall testId="answer-loading" />
      ) : (
        <View className="sheet-answer__body">
          <View className="intl-card">
            <Text className="intl-card__title">{`${sheetRoute(sheet)} · ${t(`intlFlight:cabin.${sheet.Cabin}`)}`}</Text>
            <Text className="intl-card__sub">{`${sheet.SheetNo} · ${sheet.AskerName} · ${t('intlFlight:sheet.travellerCount', { count: sheet.TravellerCount })}`}</Text>
            {sheet.Notes && <Text className="intl-card__line">{sheet.Notes}</Text>}
          </View>
          {options.map((o, i) => (
            <View key={i} className="intl-card" data-testid="answer-option">
              <Text className="intl-card__title">{t('intlFlight:sheet.option', { no: i + 1 })}</Text>
              {sheet.Legs.map((l, leg) => (
                <FormRow
                  key={leg}
                  label={`${cityOf(found.Places, found.Legs[leg]?.Itineraries[0]?.Segments[0]?.From ?? l.From)} → ${cityOf(found.Places, found.Legs[leg]?.Itineraries[0]?.Segments.at(-1)?.To ?? l.To)} ${f.day(l.Date)}`}
                  arrow
                  onClick={() => setPicking({ option: i, leg })}
                  testId={`answer-leg-${leg}`}
                >
                  <Text>{itineraryText(leg, o.keys[leg])}</Text>
                </FormRow>
              ))}
              <FormRow label={t('intlFlight:answer.family')} block>
                <Segmented
                  options={families.map((x) => ({ value: x, label: found.Families[x]?.Name ?? t(`intlFlight:family.${x}`) }))}
                  value={o.family}
                  onChange={(family) => setOption(i, { family, price: String(priceOf(o.keys, family) / 100) })}
                  testId="answer-family"
                />
              </FormRow>
              <FormRow label={t('intlFlight:answer.price')} required hint={t('intlFlight:answer.priceHint')}>
                <TextField value={o.price} type="digit" onChange={(v) => setOption(i, { price: v })} testId="answer-price" />
              </FormRow>
              <FormRow label={t('intlFlight:answer.deadline')} required hint={t('intlFlight:answer.deadlineHint')}>
                <TextField value={o.deadline} maxlength={16} onChange={(v) => setOption(i, { deadline: v })} testId="answer-deadline" />
              </FormRow>
              <FormRow label={t('intlFlight:answer.note')}>
                <TextField value={o.note} maxlength={200} onChange={(v) => setOption(i, { note: v })} testId="answer-note" />
              </FormRow>
              {options.length > 1 && (
                <View className="intl-link" role="button" onClick={() => setOptions(options.filter((_, j) => j !== i))}>
                  <Text>{t('intlFlight:answer.remove')}</Text>
                </View>
              )}
            </View>
          ))}
          {options.length < MAX_INQUIRY_OPTIONS && (
            <View className="sheet-answer__add" role="button" data-testid="answer-add" onClick={() => setOptions([...options, draftOf(sheet, found)])}>
              <Text>{t('intlFlight:answer.add')}</Text>
            </View>
          )}
          <View className="intl-card">
            <FormRow label={t('intlFlight:answer.reply')}>
              <TextField value={reply} maxlength={500} onChange={setReply} testId="answer-reply" />
            </FormRow>
          </View>
        </View>
      )}
      <ActionBar testId="answer-bar">
        <MainButton
          className="action-bar__main"
          text={t('intlFlight:answer.send')}
          disabled={!sheet || !found}
          busy={busy}
          onClick={() => void submit()}
          testId="answer-send"
        />
      </ActionBar>
      <PickerDialog
        open={!!picking}
        title={t('intlFlight:answer.pick')}
        options={legOptions}
        selectedIndex={picking ? legOptions.findIndex((x) => x.value === options[picking.option]?.keys[picking.leg]) : -1}
        onSelect={(c) => {
          if (picking) {
            const o = options[picking.option]
            const keys = o.keys.map((k, j) => (j === picking.leg ? c.value : k))
            setOption(picking.option, { keys, price: String(priceOf(keys, o.family) / 100) })
          }
          setPicking(null)
        }}
        onClose={() => setPicking(null)}
        testId="answer-picker"
      />
    </Page>
  )
}

export default observer(SheetAnswer)
