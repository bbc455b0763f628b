/**
 * /travelApply/bookDetails — a new trip application: travellers (oneself; colleagues within the
 * booking scope for bookers), the legs (shared city picker and calendar; cities differ per leg,
 * dates in order), the end of the trip, budgets and company fields exactly as the company's
 * TripApplicationFormSettings show and require them, a remark; the review type and who will
 * approve are said before sending. Submit (or save a draft) opens the application.
 */
import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import CityPicker from '@/components/city-picker'
import Calendar from '@/components/calendar'
import CompanyFields, { createCompanyFieldsSource } from '@/components/company-fields'
import { replace } from '@/core/navigate'
import { charLength } from '@/domain/check'
import { useStores } from '@/stores'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useAirportCities } from '@/components/city-picker/use-airport-cities'
import { applicationKind } from '@/products'
import type { Product } from '@api/flight'
import { MainButton } from '@/components/ui/button'
import { ActionBar } from '@/components/ui/action-bar'
import { TextAction } from '@/components/ui/text-action'
import { createApplication } from '../api'
import BudgetCard from '../components/budget-card'
import LegsCard from '../components/legs-card'
import PersonSheet from '../components/person-sheet'
import { anchorOf, appendLeg, endDateOf, REMARK_MAX, removeLeg, toCreateReq } from '../form'
import { calendarLabels, cityPickerLabels, useFormat } from '../format'
import { useBookForm } from './use-book-form'
import TaCard from '../components/card'
import '../components/index.scss'
import '@/i18n/ns/travelApply'

// Purposes, catalogues and uploads are the company's, those of what the application books first.
const fieldsSource = createCompanyFieldsSource(applicationKind() as Product)

function BookPage() {
  const { t, lang, day } = useFormat()
  const { ui, session } = useStores()
  const form = useBookForm()
  const { draft, setDraft, rules } = form
  const cities = useAirportCities(lang, 'province')
  const [picker, setPicker] = useState<{ key: string; end: 'from' | 'to' } | null>(null)
  const [calendar, setCalendar] = useState<string | null>(null)
  const [people, setPeople] = useState(false)
  const [busy, setBusy] = useState(false)

  useDidShow(() => {
    if (session.signedIn && typeof form.init !== 'object') form.load()
  })

  const msg = (field: string) => {
    const i = form.issueOf(field)
    return i ? t(i.key, i.params) : undefined
  }
  const legIssue = form.issues.find((i) => i.field.startsWith('leg.') && (form.showAll || form.touched.has(i.field) || form.touched.has('legs')))
  const setLeg = (key: string, patch: Partial<(typeof draft.legs)[number]>) => {
    setDraft((d) => ({ ...d, legs: d.legs.map((l) => (l.key === key ? { ...l, ...patch } : l)) }))
    form.touch('legs')
  }

  const send = async (asDraft: boolean) => {
    if (!rules || busy) return
    form.setShowAll(true)
    const first = form.issues[0]
    if (first && !asDraft) {
      ui.toast(t(first.key, first.params))
      Taro.pageScrollTo({ selector: `#${anchorOf(first.field)}`, duration: 200 }).catch(() => undefined)
      return
    }
    setBusy(true)
    try {
      const r = await createApplication({ ...toCreateReq(draft, rules, form.clientRequestId + (asDraft ? '-d' : '')), ...(asDraft ? { IsDraft: true } : {}) })
      ui.toast(t(asDraft ? 'travelApply:book.savedDraft' : r.Status === 'Approved' ? 'travelApply:book.approvedAtOnce' : 'travelApply:book.submitted'))
      void replace('travelApplyDetails', { applicationNo: r.ApplicationNo })
    } catch {
      // The http client told the user (validation, permission, network); what was typed stays.
    }
    setBusy(false)
  }

  const currentLeg = draft.legs.find((l) => l.key === (picker?.key ?? calendar))
  const legIndex = draft.legs.findIndex((l) => l.key === calendar)
  const init = typeof form.init === 'object' ? form.init : null
  return (
    <Page title="travelApply:book.title" className="ta-page" testId="apply-book">
      {form.init === 'loading' && <Skeletons count={4} testId="book-loading" />}
      {form.init === 'error' && <ErrorBlock onRetry={form.load} testId="book-error" />}
      {init && rules && (
        <View className="ta-form" data-testid="book-form">
          <TaCard
            title={t('travelApply:book.travellers')}
            aside={
              init.CanApplyForOthers && (
                <TextAction block="ta-card__action" label={t('travelApply:book.editTravellers')} onClick={() => setPeople(true)} testId="travellers-edit" />
              )
            }
            id={anchorOf('travellers')}
          >
            <View className="ta-chips" data-testid="travellers">
              {draft.travellers.map((p) => (
                <Text key={`${p.personId}-${p.name}`} className="ta-chip">
                  {p.name}
                </Text>
              ))}
            </View>
            {msg('travellers') && <Text className="ta-error">{msg('travellers')}</Text>}
          </TaCard>

          <TaCard
            title={t('travelApply:book.itinerary')}
            aside={<Text className="ta-card__hint">{t('travelApply:book.maxLegs', { max: rules.maxLegs })}</Text>}
          >
            <LegsCard
              legs={draft.legs}
              maxLegs={rules.maxLegs}
              today={rules.today}
              error={legIssue ? { index: Number(legIssue.field.slice(4)), text: t(legIssue.key, legIssue.params) } : undefined}
              onPickCity={(key, end) => {
                if (cities.state !== 'done') cities.load()
                setPicker({ key, end })
              }}
              onPickDate={(key) => setCalendar(key)}
              onSwap={(key) => {
                const l = draft.legs.find((x) => x.key === key)
                if (l) setLeg(key, { from: l.to, to: l.from })
              }}
              onAdd={() => setDraft((d) => ({ ...d, legs: appendLeg(d.legs) }))}
              onRemove={(key) => setDraft((d) => ({ ...d, legs: removeLeg(d.legs, key) }))}
            />
            <View
              id={anchorOf('endDate')}
              className={`ta-row ${msg('endDate') ? 'ta-row--error' : ''}`}
              role="button"
              onClick={() => setCalendar('end')}
              data-testid="end-date"
            >
              <View className="ta-row__line">
                <Text className="ta-row__label">{t('travelApply:book.endDate')}</Text>
                <Text className={draft.endDate ? 'ta-row__value' : 'ta-row__placeholder'}>
                  {draft.endDate
                    ? day(draft.endDate, rules.today)
                    : endDateOf(draft)
                      ? t('travelApply:book.endDateDefault', { date: day(endDateOf(draft), rules.today) })
                      : t('travelApply:book.chooseDate')}
                </Text>
              </View>
              {msg('endDate') && <Text className="ta-error">{msg('endDate')}</Text>}
            </View>
          </TaCard>

          {(rules.totalBudget.display || rules.businessBudget.display) && (
            <TaCard title={t('travelApply:book.budget')}>
              <BudgetCard
                total={draft.totalBudget}
                budgets={draft.budgets}
                totalRule={rules.totalBudget}
                businessRule={rules.businessBudget}
                businesses={init.Businesses}
                errors={{
                  'budget.total': msg('budget.total'),
                  ...Object.fromEntries(init.Businesses.map((b) => [`budget.${b.Business}`, msg(`budget.${b.Business}`)])),
                }}
                onTotal={(v) => setDraft((d) => ({ ...d, totalBudget: v }))}
                onBudget={(b, v) => setDraft((d) => ({ ...d, budgets: { ...d.budgets, [b]: v } }))}
                onBlur={form.touch}
              />
            </TaCard>
          )}

          <TaCard title={t('travelApply:book.details')} modifier="ta-card--fields">
            <CompanyFields
              section="TripApplicationFormSettings"
              source={fieldsSource}
              value={draft.fields}
              onChange={(v) => setDraft((d) => ({ ...d, fields: v }))}
              issues={form.issues}
              showAll={form.showAll}
            />
            <View id={anchorOf('remark')} className={`ta-row ta-row--block ${msg('remark') ? 'ta-row--error' : ''}`}>
              <Text className="ta-row__label">{t('travelApply:book.remark')}</Text>
              <Textarea
                className="ta-textarea"
                value={draft.remark}
                maxlength={-1}
                autoHeight
                placeholder={t('travelApply:book.remarkPlaceholder')}
                onInput={(e) => setDraft((d) => ({ ...d, remark: e.detail.value }))}
                onBlur={() => form.touch('remark')}
                data-testid="remark"
              />
              <Text
                className={`ta-counter ${charLength(draft.remark.trim()) > REMARK_MAX ? 'ta-counter--over' : ''}`}
              >{`${charLength(draft.remark.trim())}/${REMARK_MAX}`}</Text>
              {msg('remark') && <Text className="ta-error">{msg('remark')}</Text>}
            </View>
          </TaCard>

          <View className="ta-card ta-review" data-testid="review-type">
            <Text className="ta-review__title">{t('travelApply:book.reviewType', { name: init.ReviewTypeName })}</Text>
            <Text className="ta-review__text">{t(`travelApply:reviewType.${init.ReviewType}`)}</Text>
            {init.ReviewType !== 0 && form.approvers.length > 0 && (
              <Text className="ta-review__text" data-testid="review-approvers">
                {t('travelApply:book.approvers', { names: form.approvers.join(' → ') })}
              </Text>
            )}
          </View>
        </View>
      )}
      {init && rules && (
        <ActionBar>
          <MainButton kind="ghost" text={t('travelApply:book.saveDraft')} disabled={busy} onClick={() => void send(true)} testId="book-draft" />
          <MainButton
            className="action-bar__main"
            text={t(init.ReviewType === 0 ? 'travelApply:book.submitNoReview' : 'travelApply:book.submit')}
            busy={busy}
            onClick={() => void send(false)}
            testId="book-submit"
          />
        </ActionBar>
      )}

      <CityPicker
        open={picker !== null}
        title={t(picker?.end === 'to' ? 'travelApply:cityPicker.titleTo' : 'travelApply:cityPicker.titleFrom')}
        labels={cityPickerLabels(t)}
        current={picker && currentLeg?.[picker.end] ? { code: currentLeg[picker.end]!.code, name: currentLeg[picker.end]!.name } : null}
        recent={[]}
        hot={cities.hot}
        sections={cities.sections}
        state={cities.state}
        onRetry={cities.load}
        search={cities.search}
        onPick={(code, name) => picker && setLeg(picker.key, { [picker.end]: { code, name } })}
        onClose={() => setPicker(null)}
        testId="apply-city-picker"
      />
      {rules && (
        <Calendar
          open={calendar !== null}
          title={t(calendar === 'end' ? 'travelApply:calendar.titleEnd' : 'travelApply:calendar.title')}
          labels={calendarLabels(t, lang)}
          mode="single"
          today={rules.today}
          maxDays={365}
          // Dates go forward: a leg not before the one before it, the end not before the last leg.
          minDate={
            calendar === 'end' ? draft.legs[draft.legs.length - 1]?.date || undefined : legIndex > 0 ? draft.legs[legIndex - 1].date || undefined : undefined
          }
          start={calendar === 'end' ? draft.endDate || endDateOf(draft) || null : currentLeg?.date || null}
          onSelect={(d) => {
            if (calendar === 'end') {
              setDraft((x) => ({ ...x, endDate: d }))
              form.touch('endDate')
            } else if (calendar) setLeg(calendar, { date: d })
          }}
          onClose={() => setCalendar(null)}
          testId="apply-calendar"
        />
      )}
      {init && (
        <PersonSheet
          open={people}
          selected={draft.travellers.filter((p) => p.personId > 0)}
          max={init.MaxTravellers}
          onDone={(list) => {
            setDraft((d) => ({ ...d, travellers: list }))
            form.touch('travellers')
            setPeople(false)
          }}
          onClose={() => setPeople(false)}
        />
      )}
    </Page>
  )
}

export default observer(BookPage)
