/** Five stars to rate a driver: a radio group on both targets (each star a radio, Enter and Space press). */
import { Text, View } from '@tarojs/components'

export default function Stars(p: { value: number; onChange?: (v: number) => void; label: (n: number) => string; testId?: string }) {
  return (
    <View
      className="car-stars"
      role={p.onChange ? 'radiogroup' : 'img'}
      aria-label={p.onChange ? undefined : p.label(p.value)}
      data-testid={p.testId}
      data-value={p.value}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <View
          key={n}
          className={`car-stars__star ${n <= p.value ? 'car-stars__star--on' : ''}`}
          role={p.onChange ? 'radio' : undefined}
          aria-checked={p.onChange ? n === p.value : undefined}
          aria-label={p.onChange ? p.label(n) : undefined}
          data-testid={p.onChange ? `car-star-${n}` : undefined}
          onClick={() => p.onChange?.(n)}
        >
          <Text aria-hidden="true">★</Text>
        </View>
      ))}
    </View>
  )
}
