/** Filter the day's trains: the kit's route filter with the train types first. */
import { Text } from '@tarojs/components'
import type { TrainStation } from '@api/train'
import RouteFilterSheet from '@/components/route-filter-sheet'
import { NO_TRAIN_FILTER, TYPE_GROUPS, type TrainFilter } from '@/domain/train'
import { stationText } from '../search-store'
import { useTrainText } from './labels'

export default function FilterSheet(p: {
  open: boolean
  value: TrainFilter
  from: TrainStation[]
  to: TrainStation[]
  onApply: (f: TrainFilter) => void
  onClose: () => void
}) {
  const { t, lang } = useTrainText()
  const named = (list: TrainStation[]) => list.map((s) => ({ code: s.Code, name: stationText(s, lang) }))
  return (
    <RouteFilterSheet
      ns="train"
      open={p.open}
      value={p.value}
      empty={NO_TRAIN_FILTER}
      from={named(p.from)}
      to={named(p.to)}
      own={({ chips }) => (
        <>
          <Text className="route-filter__caption">{t('train:filter.types')}</Text>
          {chips('groups', TYPE_GROUPS, (v) => t(`train:typeGroup.${v}`))}
        </>
      )}
      onApply={p.onApply}
      onClose={p.onClose}
      testId="train-filter"
    />
  )
}
