// The ride's route on H5: the map service's JS API only with a key — its security code set before
// the script, the ends, the car and the route line drawn — and the page's own sketch without a
// key, while the script loads and when it fails. No test reaches the map service: the script
// element's load and error events stand for it.
import { Text } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { mapChoice, RouteMap, type RouteMapProps } from '@/platform/route-map'
import { carPoint } from '@/features/car/components/route-view'
import { byTestId, flush } from './form-helpers'

type MapWindow = Window & { AMap?: unknown; _AMapSecurityConfig?: { securityJsCode: string } }
const FROM = { lat: 39.9, lon: 116.4, name: 'Office' }
const TO = { lat: 40.08, lon: 116.6, name: 'Airport' }

describe('the route map', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    document.head.querySelectorAll('script').forEach((s) => s.remove())
    delete (window as MapWindow).AMap
  })
  async function mount(mapKey: RouteMapProps['mapKey'], car: RouteMapProps['car'] = null) {
    mounted = new TestUtils()
    await mounted.mount(() => <RouteMap mapKey={mapKey} from={FROM} to={TO} car={car} label="route" sketch={<Text data-testid="sketch">sketch</Text>} />, {})
    await flush()
  }
  const script = () => document.head.querySelector<HTMLScriptElement>('script[src^="https://webapi.amap.com/maps"]')

  test.each([
    [null, 'ready', 'sketch'],
    [{ key: '', securityJsCode: '' }, 'ready', 'sketch'],
    [{ key: 'k', securityJsCode: 's' }, 'loading', 'sketch'],
    [{ key: 'k', securityJsCode: 's' }, 'failed', 'sketch'],
    [{ key: 'k', securityJsCode: 's' }, 'ready', 'map'],
  ] as const)('key %j, map %s: the %s', (key, load, want) => expect(mapChoice(key, load)).toBe(want))

  test('without a key: the sketch, and no script asked for', async () => {
    await mount(null)
    expect(byTestId('sketch')).not.toBeNull()
    expect(byTestId('route-map')).toBeNull()
    expect(script()).toBeNull()
  })

  test('the map service cannot be reached: the sketch stays', async () => {
    await mount({ key: 'k 1', securityJsCode: 'sec' })
    expect(script()!.src).toBe('https://webapi.amap.com/maps?v=2.0&key=k%201')
    expect((window as MapWindow)._AMapSecurityConfig).toEqual({ securityJsCode: 'sec' })
    expect(byTestId('sketch')).not.toBeNull()
    script()!.dispatchEvent(new Event('error'))
    await flush()
    expect(byTestId('sketch')).not.toBeNull()
    expect(byTestId('route-map')).toBeNull()
    expect(script()).toBeNull()
  })

  test('with a key, once the script is there: the map with both ends, the car and the route line', async () => {
    const made: { kind: string; o: Record<string, unknown> }[] = []
    const added: unknown[][] = []
    const Overlay = (kind: string) =>
      function (this: unknown, o: Record<string, unknown>) {
        made.push({ kind, o })
      }
    await mount({ key: 'k', securityJsCode: 's' }, { lat: 39.95, lon: 116.5, name: 'car' })
    ;(window as MapWindow).AMap = {
      Map: function (this: Record<string, unknown>) {
        this.add = (o: unknown[]) => added.push(o)
        this.clearMap = () => undefined
        this.setFitView = () => undefined
        this.destroy = () => undefined
      },
      Marker: Overlay('Marker'),
      Polyline: Overlay('Polyline'),
    }
    script()!.dispatchEvent(new Event('load'))
    await flush()
    expect(byTestId('sketch')).toBeNull()
    expect(byTestId('route-map')!.getAttribute('aria-label')).toBe('route')
    expect(made.map((m) => m.kind)).toEqual(['Marker', 'Marker', 'Polyline', 'Marker'])
    expect(made[2].o.path).toEqual([
      [116.4, 39.9],
      [116.6, 40.08],
    ])
    expect(made[3].o.position).toEqual([116.5, 39.95])
    expect(added).toHaveLength(1)
  })
})

describe('where the car is on the map', () => {
  test.each([
    ['Calling', 0.5, null],
    ['DriverArrived', 0, FROM],
    ['Completed', 1, TO],
  ] as const)('%s: %j', (state, progress, want) => expect(carPoint(FROM, TO, state, progress)).toEqual(want))
  test('half way through the ride: half way along the route', () => {
    const p = carPoint(FROM, TO, 'InTravel', 0.5)!
    expect(p.lat).toBeCloseTo(39.99)
    expect(p.lon).toBeCloseTo(116.5)
  })
  test('coming: from behind the start to it', () => {
    expect(carPoint(FROM, TO, 'DriverComing', 1)).toMatchObject({ lat: FROM.lat, lon: FROM.lon })
    expect(carPoint(FROM, TO, 'DriverComing', 0)!.lat).toBeLessThan(FROM.lat)
  })
})
