/**
 * A chart in the mini-program: ECharts drawing on the Canvas 2D node of a Taro `<Canvas type="2d">`,
 * sized to the node and the screen's pixel ratio. The node stands for the DOM element ECharts
 * would get on the web (single-canvas mode: no nodeName), so one option object draws the same chart.
 */
import { useEffect, useMemo, useRef } from 'react'
import Taro from '@tarojs/taro'
import { Canvas } from '@tarojs/components'
import { echarts, type ChartProps } from './chart-setup'

export type { ChartOption, ChartProps } from './chart-setup'

let seq = 0

export function Chart({ option, height, label, testId }: ChartProps): JSX.Element {
  const id = useMemo(() => `chart-${++seq}`, [])
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null)
  const latest = useRef(option)
  latest.current = option
  useEffect(() => {
    let gone = false
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((res: { node?: Record<string, unknown> & { getContext(t: string): unknown }; width: number; height: number }[]) => {
          const hit = res[0]
          if (gone || !hit?.node) return
          const node = hit.node
          const dpr = Taro.getSystemInfoSync().pixelRatio
          node.width = hit.width * dpr
          node.height = hit.height * dpr
          node.addEventListener ??= () => undefined
          node.removeEventListener ??= () => undefined
          echarts.setPlatformAPI({ createCanvas: () => node as never })
          const c = echarts.init(node as never, undefined, { width: hit.width, height: hit.height, devicePixelRatio: dpr })
          c.setOption(latest.current, true)
          chart.current = c
        })
    })
    return () => {
      gone = true
      chart.current?.dispose()
      chart.current = null
    }
  }, [id])
  useEffect(() => {
    chart.current?.setOption(option, true)
  }, [option])
  return <Canvas type="2d" id={id} aria-label={label} data-testid={testId} style={{ width: '100%', height: `${height}px` }} />
}
