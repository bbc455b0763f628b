/**
 * The ride drawn without a map service (tests, this machine, a company without a map key): the
 * two ends placed by their coordinates in a box, the line between them, and the car where the
 * order says it is — on its way to the rider before the pick-up, then along the route.
 */
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { CarPlace, RideState } from '@api/car'

const W = 686
const H = 280
const PAD = 56

interface Point {
  x: number
  y: number
}

/** The two ends in the box's design px: north up, the longer side of the route filling the box. */
export function layout(from: CarPlace, to: CarPlace): [Point, Point] {
  const kx = Math.cos(((from.Lat + to.Lat) / 2) * (Math.PI / 180))
  const dx = (to.Lon - from.Lon) * kx
  const dy = to.Lat - from.Lat
  const scale = Math.min((W - 2 * PAD) / Math.max(Math.abs(dx), 1e-6), (H - 2 * PAD) / Math.max(Math.abs(dy), 1e-6))
  const cx = W / 2
  const cy = H / 2
  return [
    { x: cx - (dx * scale) / 2, y: cy + (dy * scale) / 2 },
    { x: cx + (dx * scale) / 2, y: cy - (dy * scale) / 2 },
  ]
}

const lerp = (a: Point, b: Point, k: number): Point => ({ x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k })

/** Where the car is drawn: coming to the rider from behind the start, then along the route. */
export function carAt(a: Point, b: Point, state: RideState | null, progress: number): Point | null {
  if (state === 'DriverComing') {
    const back = { x: Math.min(W - 20, Math.max(20, a.x - (b.x - a.x) * 0.35)), y: Math.min(H - 20, Math.max(20, a.y - (b.y - a.y) * 0.35)) }
    return lerp(back, a, progress)
  }
  if (state === 'DriverArrived') return a
  if (state === 'InTravel') return lerp(a, b, progress)
  if (state === 'Completed') return b
  return null
}

const px = (n: number) => Taro.pxTransform(Math.round(n))

export default function RouteSketch(p: { from: CarPlace; to: CarPlace; state?: RideState | null; progress?: number; label: string }) {
  const [a, b] = layout(p.from, p.to)
  const len = Math.hypot(b.x - a.x, b.y - a.y)
  const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI
  const car = carAt(a, b, p.state ?? null, p.progress ?? 0)
  const dot = (q: Point, kind: string, text: string) => (
    <View className={`car-sketch__end car-sketch__end--${kind}`} style={{ left: px(q.x), top: px(q.y) }}>
      <Text className="car-sketch__tag">{text}</Text>
    </View>
  )
  return (
    <View className="car-sketch" role="img" aria-label={p.label} data-testid="car-sketch" style={{ height: px(H) }}>
      <View className="car-sketch__line" style={{ left: px(a.x), top: px(a.y), width: px(len), transform: `rotate(${angle}deg)` }} />
      {dot(a, 'from', p.from.Name)}
      {dot(b, 'to', p.to.Name)}
      {car && <View className="car-sketch__car" data-testid="car-sketch-car" style={{ left: px(car.x), top: px(car.y) }} />}
    </View>
  )
}
