/** The standard forms of flights, international flights, trains and the other products (hotels: hotel-policy-form.tsx). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { SEAT_CLASSES } from '@api/train-values'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import {
  CABIN_CEILINGS,
  GENERIC_FIELDS,
  toggleSeat,
  TRAIN_KINDS,
  type BusinessRule,
  type FlightDraft,
  type GenericDraft,
  type GenericField,
  type GenericProduct,
  type IntlFlightDraft,
  type TrainDraft,
} from '@/domain/travel-policy'
import { Chips } from './chips'
import { DraftNumber, Group, type FormProps } from './policy-fields'

export function FlightForm(form: FormProps<FlightDraft>) {
  const { d, set } = form
  const { t } = useTranslation()
  const num = (key: 'Discount' | 'RangeHour' | 'Tolerance' | 'AdvanceDays', label: string, unit: string, o: { placeholder?: string } = {}) => (
    <DraftNumber form={form} field={key} label={label} unit={unit} placeholder={o.placeholder} />
  )
  return (
    <>
      <Group title={t('travelPolicy:flight.cabin')}>
        <Chips
          label={t('travelPolicy:flight.cabin')}
          options={[
            { value: '' as const, label: t('travelPolicy:sheet.any') },
            ...CABIN_CEILINGS.map((c) => ({ value: c, label: t(`travelPolicy:flight.cabins.${c}`) })),
          ]}
          value={d.Cabin}
          onChange={(v) => set((x) => ({ ...x, Cabin: v }))}
          testId="pf-cabin"
        />
      </Group>
      <Group title={t('travelPolicy:product.Flight')} hint={t('travelPolicy:sheet.noLimitHint')}>
        {num('Discount', t('travelPolicy:flight.discount'), t('travelPolicy:flight.discountUnit'), { placeholder: t('travelPolicy:sheet.noLimit') })}
        {num('AdvanceDays', t('travelPolicy:flight.advanceDays'), t('travelPolicy:flight.days'), { placeholder: t('travelPolicy:sheet.noLimit') })}
        <FormRow label={t('travelPolicy:flight.lowest')} hint={t('travelPolicy:flight.lowestHint')}>
          <Toggle checked={d.Lowest} onChange={(v) => set((x) => ({ ...x, Lowest: v }))} label={t('travelPolicy:flight.lowest')} testId="pf-lowest" />
        </FormRow>
        {d.Lowest && num('RangeHour', t('travelPolicy:flight.rangeHour'), t('travelPolicy:flight.hours'))}
        {d.Lowest && num('Tolerance', t('travelPolicy:flight.tolerance'), t('travelPolicy:common.yuan'))}
      </Group>
    </>
  )
}

export function IntlFlightForm(form: FormProps<IntlFlightDraft>) {
  const { d, set } = form
  const { t } = useTranslation()
  const rules: BusinessRule[] = ['never', 'long', 'always']
  const num = (key: 'BusinessHours' | 'AdvanceDays' | 'LowestPct', label: string, unit: string, placeholder?: string) => (
    <DraftNumber form={form} field={key} label={label} unit={unit} placeholder={placeholder} />
  )
  return (
    <>
      <Group title={t('travelPolicy:intl.business')}>
        <Chips
          label={t('travelPolicy:intl.business')}
          options={rules.map((r) => ({ value: r, label: t(`travelPolicy:intl.${r}`) }))}
          value={d.Business}
          onChange={(v) => set((x) => ({ ...x, Business: v }))}
          testId="pf-business"
        />
        {d.Business === 'long' && num('BusinessHours', t('travelPolicy:intl.hours'), t('travelPolicy:intl.hoursUnit'))}
      </Group>
      <Group title={t('travelPolicy:product.IntlFlight')} hint={t('travelPolicy:sheet.noLimitHint')}>
        {num('LowestPct', t('travelPolicy:intl.lowestPct'), t('travelPolicy:intl.pct'), t('travelPolicy:sheet.noLimit'))}
        {num('AdvanceDays', t('travelPolicy:intl.advanceDays'), t('travelPolicy:intl.days'), t('travelPolicy:sheet.noLimit'))}
      </Group>
    </>
  )
}

export function TrainForm({ d, set }: { d: TrainDraft; set: (f: (d: TrainDraft) => TrainDraft) => void }) {
  const { t } = useTranslation()
  return (
    <>
      {TRAIN_KINDS.map((kind) => (
        <Group
          key={kind}
          title={t(`travelPolicy:train.${kind}`)}
          hint={t(kind === 'Night' ? 'travelPolicy:train.nightHint' : 'travelPolicy:train.hint')}
          testId={`pf-train-${kind}`}
        >
          <Chips
            label={t(`travelPolicy:train.${kind}`)}
            options={SEAT_CLASSES.map((s) => ({ value: s, label: t(`travelPolicy:train.seatClass.${s}`) }))}
            value={d[kind]}
            onChange={(s) => set((x) => toggleSeat(x, kind, s, SEAT_CLASSES))}
          />
        </Group>
      ))}
    </>
  )
}

export function GenericForm({ product, ...form }: FormProps<GenericDraft> & { product: GenericProduct }) {
  const { d, set, errorOf, touch } = form
  const { t } = useTranslation()
  return (
    <Group title={t(`travelPolicy:product.${product}`)} hint={t('travelPolicy:generic.hint')}>
      {(GENERIC_FIELDS[product] as readonly GenericField[]).map((f) => {
        const label = t(`travelPolicy:generic.${product}.${f.key}`)
        if (f.kind === 'money')
          return (
            <DraftNumber
              key={f.key}
              form={form}
              field={f.key}
              label={label}
              unit={t('travelPolicy:common.yuan')}
              placeholder={t('travelPolicy:sheet.noLimit')}
            />
          )
        if (f.kind === 'windows' || f.kind === 'codes')
          return (
            <View id={`tp-f-${f.key}`} key={f.key}>
              <FormRow label={label} error={errorOf(f.key)} hint={t(`travelPolicy:generic.${product}.${f.key}Hint`)}>
                <TextField
                  value={String(d[f.key] ?? '')}
                  onChange={(v) => set((x) => ({ ...x, [f.key]: v }))}
                  onBlur={touch(f.key)}
                  placeholder={t('travelPolicy:sheet.noLimit')}
                  testId={`pf-${f.key}`}
                />
              </FormRow>
            </View>
          )
        const options = f.options.map((o) => ({ value: o, label: t(`travelPolicy:generic.option.${o}`) }))
        return (
          <View key={f.key}>
            <Text className="tp-filters__label">{label}</Text>
            {f.kind === 'choice' ? (
              <Chips
                label={label}
                options={[{ value: '', label: t('travelPolicy:sheet.any') }, ...options]}
                value={String(d[f.key] ?? '')}
                onChange={(v) => set((x) => ({ ...x, [f.key]: v }))}
                testId={`pf-${f.key}`}
              />
            ) : (
              <Chips
                label={label}
                options={options}
                value={(d[f.key] as string[]) ?? []}
                onChange={(v) =>
                  set((x) => {
                    const cur = (x[f.key] as string[]) ?? []
                    const next = cur.includes(v) ? cur.filter((s) => s !== v) : [...cur, v]
                    return { ...x, [f.key]: f.options.filter((o) => next.includes(o)) }
                  })
                }
                testId={`pf-${f.key}`}
              />
            )}
          </View>
        )
      })}
    </Group>
  )
}
