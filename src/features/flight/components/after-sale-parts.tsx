/** The cards the refund and change screens share: who refunds or changes, and a reason the settings ask for. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { FlightOrderDetail } from '@api/order'
import '@/features/flight/texts'

/** The travellers still holding a ticket (`selectable`), each a checkbox; `kinds` shows adult / child / infant. */
export function PassengerChecks(p: {
  title: string
  order: FlightOrderDetail
  selectable: number[]
  chosen: number[]
  onChange: (ids: number[]) => void
  kinds?: boolean
  /** The rows' test ids: `<testId>-<passenger id>`. */
  testId?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <View className="as-card">
      <Text className="as-card__title">{p.title}</Text>
      {p.order.Passengers.filter((x) => p.selectable.includes(x.PassengerId)).map((x) => {
        const on = p.chosen.includes(x.PassengerId)
        return (
          <View
            key={x.PassengerId}
            className="as-check"
            role="checkbox"
            aria-checked={on}
            data-testid={p.testId ? `${p.testId}-${x.PassengerId}` : undefined}
            onClick={() => p.onChange(on ? p.chosen.filter((id) => id !== x.PassengerId) : [...p.chosen, x.PassengerId])}
          >
            <View className={`as-check__box ${on ? 'as-check__box--on' : ''}`} />
            <Text className="as-check__name">{x.Name}</Text>
            {p.kinds && <Text className={`pax-kind pax-kind--${x.PassengerType}`}>{t(`booking:passengerKind.${x.PassengerType}`)}</Text>}
          </View>
        )
      })}
      {p.children}
    </View>
  )
}

/** A reason card: its title (a star when required), what is chosen or the invitation to choose, the problem once tried. */
export function ReasonCard(p: {
  title: string
  required: boolean
  chosen: boolean
  text: string
  problem?: { key: string; params?: Record<string, unknown> } | null
  tried: boolean
  testId: string
  onOpen: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const shown = p.tried && p.problem
  return (
    <View className={`as-card as-reason ${shown ? 'as-reason--error' : ''}`} role="button" data-testid={p.testId} onClick={p.onOpen}>
      <View className="as-card__title">
        <Text>{p.title}</Text>
        {p.required && <Text className="form-row__star">*</Text>}
      </View>
      {p.children}
      <Text className={p.chosen ? 'as-reason__value' : 'as-muted'}>{p.text}</Text>
      {shown && <Text className="as-error">{t(p.problem!.key, p.problem!.params)}</Text>}
    </View>
  )
}
