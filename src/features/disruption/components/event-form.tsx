/**
 * The test console's form: which product's timetable (from the registry), the flight or train
 * number, the date (the kit's calendar), the kind of event and the one detail it asks for (the
 * delay's minutes, the new gate or terminal, the airport diverted to). Each field is checked as it
 * is left and all of them before sending (domain/disruption checkEvent); the server's refusal is
 * said under the form as well as by the http client, and what was typed stays.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { OpsEvent, OpsEventKind } from '@api/disruption'
import Calendar from '@/components/calendar'
import { dayLabels } from '@/components/calendar/labels'
import { useFormat } from '@/components/format'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented, TextField } from '@/components/ui/form'
import { useBusy } from '@/components/use-busy'
import { clock } from '@/core/clock'
import { isApiError } from '@/core/errors'
import { checkEvent, eventRequest, fieldOf, kindsFor, type EventDraft, type EventDraftField } from '@/domain/disruption'
import { TIMETABLE_PRODUCTS } from '@/products'
import { addEvent } from '../api'

const EMPTY: EventDraft = { product: '', mode: '', serviceNo: '', date: '', kind: '', minutes: '', gate: '', terminal: '', airport: '' }

/** The first product of the registry, chosen to begin with. */
function initial(): EventDraft {
  const p = TIMETABLE_PRODUCTS[0]
  return p ? { ...EMPTY, product: p.kind, mode: p.mode, date: clock.today() } : { ...EMPTY, date: clock.today() }
}

const DETAIL_MAX: Record<'minutes' | 'gate' | 'terminal' | 'airport', number> = { minutes: 4, gate: 6, terminal: 4, airport: 3 }

export default function EventForm({ onSent, send = addEvent }: { onSent: (e: OpsEvent) => void; send?: typeof addEvent }) {
  const { t } = useTranslation()
  const f = useFormat()
  const [d, setD] = useState<EventDraft>(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [all, setAll] = useState(false)
  const [calendar, setCalendar] = useState(false)
  const [refusal, setRefusal] = useState('')
  const [busy, run] = useBusy()
  const problems = checkEvent(d)
  const error = (field: EventDraftField): string | undefined => {
    const p = (all || touched.has(field)) && problems.find((x) => x.field === field)
    return p ? t(`disruption:console.problem.${p.key}`, p.params) : undefined
  }
  const set = (patch: Partial<EventDraft>) => {
    setD((x) => ({ ...x, ...patch }))
    setRefusal('')
  }
  const touch = (field: EventDraftField) => setTouched((s) => new Set([...s, field]))
  const bind = (k: 'serviceNo' | 'minutes' | 'gate' | 'terminal' | 'airport') => ({
    value: d[k],
    onChange: (v: string) => set({ [k]: v }),
    onBlur: () => touch(k),
  })
  const detail = fieldOf(d.kind)
  const kinds: OpsEventKind[] = d.mode ? kindsFor(d.mode) : []

  const submit = () => {
    if (problems.length > 0) {
      setAll(true)
      return
    }
    void run(
      async () => {
        const r = await send(eventRequest(d))
        onSent(r.Event)
      },
      (e) => setRefusal(isApiError(e) && e.kind === 'server' ? e.message : ''),
    )
  }

  return (
    <View className="dr-card dr-form" data-testid="console-form">
      <FormRow label={t('disruption:console.product')} error={error('product')} testId="console-product-row">
        <Segmented
          options={TIMETABLE_PRODUCTS.map((p) => ({ value: p.kind, label: t(p.label), testId: `console-product-${p.kind}` }))}
          value={d.product}
          onChange={(kind) => {
            const p = TIMETABLE_PRODUCTS.find((x) => x.kind === kind)
            // A kind the new product's services cannot have is cleared.
            if (p) set({ product: p.kind, mode: p.mode, ...(d.kind && !kindsFor(p.mode).includes(d.kind) ? { kind: '' } : {}) })
          }}
          testId="console-product"
        />
      </FormRow>
      <FormRow label={t('disruption:console.serviceNo')} required error={error('serviceNo')}>
        <TextField {...bind('serviceNo')} maxlength={8} placeholder={t('disruption:console.serviceNoHint')} testId="console-service-no" />
      </FormRow>
      <FormRow label={t('disruption:console.date')} required error={error('date')} arrow onClick={() => setCalendar(true)} testId="console-date">
        <Text>{d.date ? f.day(d.date, clock.today()) : t('disruption:console.datePick')}</Text>
      </FormRow>
      <FormRow label={t('disruption:console.kind')} required error={error('kind')} block>
        <Segmented
          options={kinds.map((k) => ({ value: k, label: t(`disruption:kind.${k}`), testId: `console-kind-${k}` }))}
          value={d.kind}
          onChange={(kind) => {
            set({ kind })
            touch('kind')
          }}
          testId="console-kind"
        />
      </FormRow>
      {detail && (
        <FormRow label={t(`disruption:console.${detail}`)} required error={error(detail)}>
          <TextField
            {...bind(detail)}
            type={detail === 'minutes' ? 'number' : 'text'}
            maxlength={DETAIL_MAX[detail]}
            placeholder={t(`disruption:console.${detail}Hint`)}
            testId={`console-${detail}`}
          />
        </FormRow>
      )}
      {refusal && (
        <View className="dr-form__refusal" role="alert" data-testid="console-refused">
          <Text>{refusal}</Text>
        </View>
      )}
      <MainButton text={t('disruption:console.send')} busy={busy} onClick={submit} testId="console-send" />
      <Calendar
        open={calendar}
        title={t('disruption:console.date')}
        labels={dayLabels(t, f.lang)}
        mode="single"
        today={clock.today()}
        maxDays={30}
        start={d.date || null}
        onSelect={(date) => set({ date })}
        onClose={() => setCalendar(false)}
        testId="console-calendar"
      />
    </View>
  )
}
