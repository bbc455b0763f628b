/** Rooms, adults per room and the children with their ages (hotels price and seat by them). */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { Chip } from '@/components/ui/chip'
import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS, type Occupancy } from '@/domain/hotel-stay'
import { useHotelText } from './labels'

function Stepper(p: { label: string; value: number; min: number; max: number; onChange: (v: number) => void; testId: string }) {
  const { t } = useHotelText()
  return (
    <View className="hotel-stepper" data-testid={p.testId}>
      <Text className="hotel-stepper__label">{p.label}</Text>
      <View
        className={`hotel-stepper__btn ${p.value <= p.min ? 'hotel-stepper__btn--off' : ''}`}
        role="button"
        aria-label={t('hotel:occupancy.less', { what: p.label })}
        aria-disabled={p.value <= p.min}
        onClick={() => p.value > p.min && p.onChange(p.value - 1)}
      >
        <Text>−</Text>
      </View>
      <Text className="hotel-stepper__value">{p.value}</Text>
      <View
        className={`hotel-stepper__btn ${p.value >= p.max ? 'hotel-stepper__btn--off' : ''}`}
        role="button"
        aria-label={t('hotel:occupancy.more', { what: p.label })}
        aria-disabled={p.value >= p.max}
        onClick={() => p.value < p.max && p.onChange(p.value + 1)}
      >
        <Text>+</Text>
      </View>
    </View>
  )
}

const AGES = Array.from({ length: 18 }, (_, i) => i)

export default function OccupancySheet(p: { open: boolean; value: Occupancy; onDone: (o: Occupancy) => void; onClose: () => void }) {
  const { t } = useHotelText()
  const [o, setO] = useState(p.value)
  const [agesFor, setAgesFor] = useState<number | null>(null)
  useEffect(() => {
    if (p.open) setO(p.value)
  }, [p.open]) // eslint-disable-line react-hooks/exhaustive-deps

  const setChildren = (n: number) => {
    const ages = o.childAges.slice(0, n)
    while (ages.length < n) ages.push(-1)
    setO({ ...o, childAges: ages })
    if (n > o.childAges.length) setAgesFor(n - 1)
  }
  const missing = o.childAges.findIndex((a) => a < 0)
  return (
    <Sheet
      open={p.open}
      title={t('hotel:occupancy.title')}
      onClose={p.onClose}
      testId="occupancy-sheet"
      footer={<MainButton text={t('hotel:occupancy.done')} disabled={missing >= 0} onClick={() => p.onDone(o)} testId="occupancy-done" />}
    >
      <View className="hotel-sheet">
        <Stepper label={t('hotel:occupancy.rooms')} value={o.rooms} min={1} max={MAX_ROOMS} onChange={(rooms) => setO({ ...o, rooms })} testId="step-rooms" />
        <Stepper
          label={t('hotel:occupancy.adults')}
          value={o.adults}
          min={1}
          max={MAX_ADULTS_PER_ROOM}
          onChange={(adults) => setO({ ...o, adults })}
          testId="step-adults"
        />
        <Stepper
          label={t('hotel:occupancy.children')}
          value={o.childAges.length}
          min={0}
          max={MAX_CHILDREN_PER_ROOM}
          onChange={setChildren}
          testId="step-children"
        />
        {o.childAges.map((age, i) => (
          <View key={i} className="hotel-occupancy__child" role="button" data-testid={`child-age-${i}`} onClick={() => setAgesFor(i)}>
            <Text>{t('hotel:occupancy.childAge', { n: i + 1 })}</Text>
            <Text className={age < 0 ? 'hotel-occupancy__missing' : ''}>
              {age < 0 ? t('hotel:occupancy.pickAge') : t('hotel:occupancy.age', { count: age })}
            </Text>
          </View>
        ))}
        {agesFor !== null && (
          <View className="hotel-occupancy__ages" data-testid="age-options">
            {AGES.map((a) => (
              <Chip
                key={a}
                role="radio"
                on={o.childAges[agesFor] === a}
                onTap={() => {
                  const ages = [...o.childAges]
                  ages[agesFor] = a
                  setO({ ...o, childAges: ages })
                  setAgesFor(null)
                }}
              >
                <Text>{a === 0 ? t('hotel:occupancy.underOne') : t('hotel:occupancy.age', { count: a })}</Text>
              </Chip>
            ))}
          </View>
        )}
        <Text className="hotel-occupancy__note">{t('hotel:occupancy.note')}</Text>
      </View>
    </Sheet>
  )
}
