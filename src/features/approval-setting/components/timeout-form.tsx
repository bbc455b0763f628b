/**
 * The approval time limit as a number and a unit (minutes, hours, days), checked as typed
 * (30 minutes … 30 days). A failed save keeps what was typed; the caller toasts success.
 */
import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PickerDialog from '@/components/picker-dialog'
import { MainButton } from '@/components/ui/button'
import { checkTimeout, splitTimeout, TIME_UNITS, type TimeUnit } from '../rules'
import '@/i18n/ns/approvalSetting'
import './index.scss'

export interface TimeoutFormProps {
  minutes: number
  /** Whether the caller may change it (ApprovalInfo.Configuration). */
  editable: boolean
  onSave: (minutes: number) => Promise<unknown>
}

export default function TimeoutForm({ minutes, editable, onSave }: TimeoutFormProps) {
  const { t } = useTranslation()
  const start = splitTimeout(minutes)
  const [value, setValue] = useState(start.value)
  const [unit, setUnit] = useState<TimeUnit>(start.unit)
  const [tried, setTried] = useState(false)
  const [unitOpen, setUnitOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const check = checkTimeout(value, unit)
  const error = (tried || value !== start.value || unit !== start.unit) && !check.ok ? t(`approvalSetting:rules.errors.${check.error}`) : ''

  const save = async () => {
    setTried(true)
    if (!check.ok || busy) return
    setBusy(true)
    try {
      await onSave(check.minutes)
    } catch {
      // The http client has shown why; the typed value stays for another try.
    } finally {
      setBusy(false)
    }
  }

  return (
    <View data-testid="timeout-form">
      <View className={`as-field ${error ? 'as-field--invalid' : ''}`}>
        <Text className="as-field__label">{t('approvalSetting:rules.timeout')}</Text>
        <View className="as-field__line">
          <Input
            className="as-field__input"
            type="number"
            value={value}
            disabled={!editable}
            maxlength={5}
            onInput={(e) => setValue(e.detail.value)}
            nativeProps={{ 'aria-label': t('approvalSetting:rules.timeout') }}
            data-testid="timeout-value"
          />
          <View
            className="as-field__unit"
            role="button"
            aria-label={t('approvalSetting:rules.unitPicker')}
            onClick={() => editable && setUnitOpen(true)}
            data-testid="timeout-unit"
            data-unit={unit}
          >
            <Text>{t(`approvalSetting:rules.unit.${unit}`)}</Text>
            {editable && <Text>▾</Text>}
          </View>
        </View>
        {error ? (
          <Text className="as-field__error" data-testid="timeout-error">
            {error}
          </Text>
        ) : (
          <Text className="as-field__hint">{t('approvalSetting:rules.timeoutHint')}</Text>
        )}
      </View>
      {editable && (
        <View className="as-section__body">
          <MainButton text={t('approvalSetting:common.save')} busy={busy} onClick={save} testId="timeout-save" />
        </View>
      )}
      <PickerDialog
        open={unitOpen}
        title={t('approvalSetting:rules.unitPicker')}
        options={TIME_UNITS.map((u) => ({ value: u, text: t(`approvalSetting:rules.unit.${u}`) }))}
        selectedIndex={TIME_UNITS.indexOf(unit)}
        onSelect={(c) => setUnit(c.value)}
        onClose={() => setUnitOpen(false)}
        testId="timeout-unit-picker"
      />
    </View>
  )
}
