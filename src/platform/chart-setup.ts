/**
 * The parts of Apache ECharts the reports draw with (line and bar charts, grid, tooltip, legend),
 * registered once; imported only by the chart seam, which only the reports subpackage imports.
 */
import * as echarts from 'echarts/core'
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers'

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer, SVGRenderer])

export { echarts }
export type ChartOption = echarts.EChartsCoreOption

export interface ChartProps {
  option: ChartOption
  /** Height in px; the width is the container's. */
  height: number
  /** The chart is a picture for sighted readers: its data table beneath says the same in text. */
  label: string
  testId?: string
}
