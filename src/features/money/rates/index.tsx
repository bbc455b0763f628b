/**
 * /business/exchangeRate — the exchange rates the company's amounts are shown in (administrators
 * with the cloud bill): every currency's rate in CNY per unit on a chosen day, with the day it was
 * set and whether it is the platform's or the company's own; a currency's row opens a sheet that
 * sets the company's rate from a day on (today or later), showing what ¥100 becomes at it.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { ExchangeRate, ExchangeRatesRes } from '@api/money'
import { fromFen, minorText, parseRate, type CurrencyCode } from '@api/money-values'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { DateField, FormRow, TextField } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { checkRate } from '@/domain/money-admin'
import { useStores } from '@/stores'
import { exchangeRates, setExchangeRate } from '../api'
import '../components/index.scss'
import '@/i18n/ns/money'

interface Editing {
  rate: ExchangeRate
  from: string
  text: string
}

function RatesPage() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [day, setDay] = useState('')
  const [today, setToday] = useState('')
  const rates = useLoadOnShow<ExchangeRatesRes>(async () => {
    const r = await exchangeRates(day || undefined)
    if (!day) setToday(r.Date)
    return r
  })
  const [editing, setEditing] = useState<Editing | null>(null)
  const [shown, setShown] = useState(false)
  const pickDay = (d: string) => {
    setDay(d)
    setTimeout(() => void rates.reload())
  }

  const edit = (rate: ExchangeRate) => {
    setShown(false)
    setEditing({ rate, from: today || rates.data?.Date || '', text: rate.Rate })
  }
  const check = editing ? checkRate(editing.text) : null
  const save = async () => {
    if (!editing || !check) return
    setShown(true)
    if (!check.ok) return
    try {
      await setExchangeRate({ CurrencyCode: editing.rate.CurrencyCode as Exclude<CurrencyCode, 'CNY'>, Date: editing.from, Rate: editing.text.trim() })
      ui.toast(t('money:admin.rateSaved', { code: editing.rate.CurrencyCode }))
      setEditing(null)
      void rates.reload()
    } catch {
      // The server's message was shown; the sheet keeps the rate typed.
    }
  }
  const preview = (e: Editing): string | null => {
    // Only a rate that can be set is previewed.
    const micro = check?.ok ? parseRate(e.text) : null
    if (micro === null) return null
    const code = e.rate.CurrencyCode
    return t('money:admin.ratePreview', { code, rate: e.text.trim(), amount: `${minorText(fromFen(10000, code, micro), code)} ${code}` })
  }

  const data = rates.data
  return (
    <Page title="money:admin.ratesTitle" testId="rates-page">
      <View className="money-form">
        <FormRow label={t('money:admin.ratesOn')} testId="rates-day">
          <DateField value={day || data?.Date || ''} onChange={pickDay} placeholder={t('money:admin.today')} testId="rates-day-field" />
        </FormRow>
        <Text className="money-form__note">{t('money:admin.ratesNote')}</Text>
      </View>
      {!data && rates.status === 'error' && <ErrorBlock onRetry={() => void rates.reload()} />}
      {!data && rates.status !== 'error' && <Skeletons count={4} />}
      {data && (
        <View className="money-rates" data-testid="rates-list">
          {data.Rates.filter((r) => r.CurrencyCode !== 'CNY').map((r) => (
            <View
              key={r.CurrencyCode}
              className="money-record"
              role="button"
              onClick={() => edit(r)}
              data-testid={`rate-${r.CurrencyCode}`}
              aria-label={t('money:admin.rateRowLabel', { code: r.CurrencyCode, name: r.Currency, rate: r.Rate })}
            >
              <View className="money-record__main">
                <Text className="money-rate__code">{r.CurrencyCode}</Text>
                <Text className="money-rate__name">{r.Currency}</Text>
              </View>
              <View className="money-record__side">
                <Text className="money-rate__value" data-testid={`rate-${r.CurrencyCode}-value`}>{`¥${r.Rate}`}</Text>
                <View className="money-rate__meta">
                  <Text className="money-rate__date">{t('money:admin.rateFrom', { day: r.RateDate })}</Text>
                  <Tag tone={r.Source === 'Company' ? 'info' : 'off'} text={t(`money:admin.source${r.Source}`)} testId={`rate-${r.CurrencyCode}-source`} />
                </View>
              </View>
            </View>
          ))}
        </View>
      )}
      <Sheet
        open={editing !== null}
        title={editing ? t('money:admin.rateSheet', { code: editing.rate.CurrencyCode, name: editing.rate.Currency }) : ''}
        onClose={() => setEditing(null)}
        testId="rate-sheet"
        footer={<MainButton text={t('money:admin.save')} onClick={() => void save()} testId="rate-save" />}
      >
        {editing && (
          <View className="money-sheet-form">
            <FormRow label={t('money:admin.rateFromDay')} required hint={t('money:admin.rateFromHint')} testId="rate-from">
              <DateField
                value={editing.from}
                start={today || undefined}
                onChange={(v) => setEditing({ ...editing, from: v })}
                placeholder={t('money:admin.today')}
                testId="rate-from-field"
              />
            </FormRow>
            <FormRow
              label={t('money:admin.rateValue', { code: editing.rate.CurrencyCode })}
              required
              error={shown && check && !check.ok ? t(check.key, check.params) : undefined}
              testId="rate-value"
            >
              <TextField
                value={editing.text}
                type="digit"
                maxlength={14}
                onChange={(v) => setEditing({ ...editing, text: v })}
                onBlur={() => setShown(true)}
                testId="rate-value-input"
              />
            </FormRow>
            {preview(editing) && (
              <Text className="money-form__note" data-testid="rate-preview">
                {preview(editing)}
              </Text>
            )}
          </View>
        )}
      </Sheet>
    </Page>
  )
}

export default observer(RatesPage)
