/** A chart on H5: ECharts drawing SVG into a div, resized with the window, disposed with the component. */
import { useEffect, useRef } from 'react'
import { echarts, type ChartProps } from './chart-setup'

export type { ChartOption, ChartProps } from './chart-setup'

export function Chart({ option, height, label, testId }: ChartProps): JSX.Element {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null)
  useEffect(() => {
    if (!box.current) return undefined
    const c = echarts.init(box.current, undefined, { renderer: 'svg' })
    chart.current = c
    const resize = () => c.resize()
    window.addEventListener('resize', resize)
    return () => {
      window.removeEventListener('resize', resize)
      c.dispose()
      chart.current = null
    }
  }, [])
  useEffect(() => {
    chart.current?.setOption(option, true)
  }, [option])
  return <div ref={box} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height: `${height}px` }} />
}
