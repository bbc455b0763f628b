/**
 * Budgets exactly as TripApplicationFormSettings say: the total (shown, required) and the
 * per-business split (shown, required), amounts in yuan; the split may not exceed the total.
 */
import { Input, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { BudgetBusiness } from '@api/trip-form'
import { anchorOf, type Rule } from '../form'
import '@/i18n/ns/travelApply'

export interface BudgetCardProps {
  total: string
  budgets: Partial<Record<BudgetBusiness, string>>
  totalRule: Rule
  businessRule: Rule
  businesses: { Business: BudgetBusiness; Name: string }[]
  /** Translated messages by field ('budget.total', 'budget.Flight'). */
  errors: Record<string, string | undefined>
  onTotal: (v: string) => void
  onBudget: (b: BudgetBusiness, v: string) => void
  onBlur: (field: string) => void
}

function Amount({
  value,
  onInput,
  onBlur,
  testId,
  placeholder,
}: {
  value: string
  onInput: (v: string) => void
  onBlur: () => void
  testId: string
  placeholder: string
}) {
  return (
    <View className="ta-amount">
      <Text className="ta-amount__symbol">¥</Text>
      <Input
        className="ta-amount__input"
        type="digit"
        value={value}
        placeholder={placeholder}
        maxlength={12}
        onInput={(e) => onInput(e.detail.value)}
        onBlur={onBlur}
        data-testid={testId}
      />
    </View>
  )
}

export default function BudgetCard(p: BudgetCardProps) {
  const { t } = useTranslation()
  return (
    <View data-testid="budgets">
      {p.totalRule.display && (
        <View id={anchorOf('budget.total')} className={`ta-row ${p.errors['budget.total'] ? 'ta-row--error' : ''}`}>
          <View className="ta-row__line">
            <Text className="ta-row__label">
              {t('travelApply:book.totalBudget')}
              {p.totalRule.required && <Text className="ta-star">*</Text>}
            </Text>
            <Amount
              value={p.total}
              onInput={p.onTotal}
              onBlur={() => p.onBlur('budget.total')}
              testId="budget-total"
              placeholder={t(p.totalRule.required ? 'travelApply:book.amountRequired' : 'travelApply:book.amountOptional')}
            />
          </View>
          {p.errors['budget.total'] && <Text className="ta-error">{p.errors['budget.total']}</Text>}
        </View>
      )}
      {p.businessRule.display && (
        <View className="ta-split">
          <Text className="ta-split__title">
            {t('travelApply:book.businessBudget')}
            {p.businessRule.required && <Text className="ta-star">*</Text>}
          </Text>
          {p.businesses.map((b) => {
            const field = `budget.${b.Business}`
            return (
              <View key={b.Business} id={anchorOf(field)} className={`ta-row ta-row--sub ${p.errors[field] ? 'ta-row--error' : ''}`}>
                <View className="ta-row__line">
                  <Text className="ta-row__label">{b.Name}</Text>
                  <Amount
                    value={p.budgets[b.Business] ?? ''}
                    onInput={(v) => p.onBudget(b.Business, v)}
                    onBlur={() => p.onBlur(field)}
                    testId={`budget-${b.Business}`}
                    placeholder={t('travelApply:book.amountOptional')}
                  />
                </View>
                {p.errors[field] && <Text className="ta-error">{p.errors[field]}</Text>}
              </View>
            )
          })}
        </View>
      )}
    </View>
  )
}
