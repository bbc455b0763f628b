/**
 * Choosing seats by letter, as the railway apps do: one row of the coach per line (row 1, and
 * row 2 right behind it for parties of more than one row), window – letters – aisle – letters –
 * window; one letter per traveller. Berths: lower, middle, upper.
 */
import { Text, View } from '@tarojs/components'
import { toggleSeatLetter } from '@/domain/train'
import { useTrainText } from './labels'

export default function SeatLetters(p: { letters: readonly string[]; value: string[]; travellers: number; onChange: (v: string[]) => void }) {
  const { t } = useTrainText()
  const berths = p.letters.every((l) => l === 'L' || l === 'M' || l === 'U')
  // Second class A B C | D F: the aisle after C; first A C | D F and business A C | F: after C.
  const aisle = p.letters.indexOf('C') + 1
  const rows = p.travellers > (berths ? 1 : p.letters.length) || p.travellers > 1 ? [1, 2] : [1]
  return (
    <View data-testid="seat-letters">
      {rows.map((row) => (
        <View key={row} className="train-letters">
          <Text className="train-letters__row">{t('train:seat.row', { n: row })}</Text>
          {!berths && <Text className="train-letters__window">{t('train:seat.window')}</Text>}
          {p.letters.map((l, i) => {
            const seat = `${row}${l}`
            const on = p.value.includes(seat)
            return (
              <View key={l} style={{ display: 'flex' }}>
                {!berths && i === aisle && <Text className="train-letters__aisle" aria-hidden="true" />}
                <View
                  className={`train-letters__seat ${on ? 'train-letters__seat--on' : ''}`}
                  role="checkbox"
                  aria-checked={on}
                  aria-label={berths ? t(`train:seat.berth.${l}`) : t('train:seat.letter', { row, letter: l })}
                  data-testid={`seat-${seat}`}
                  onClick={() => p.onChange(toggleSeatLetter(p.value, seat, Math.max(1, p.travellers)))}
                >
                  <Text>{berths ? t(`train:seat.berth.${l}`) : l}</Text>
                </View>
              </View>
            )
          })}
          {!berths && <Text className="train-letters__window">{t('train:seat.window')}</Text>}
        </View>
      ))}
      <Text className="train-card__sub">{t(berths ? 'train:seat.berthNote' : 'train:seat.note', { count: p.travellers })}</Text>
    </View>
  )
}
