/** Type source for tsc; Taro and jest load chart.weapp.tsx / chart.h5.tsx instead. */
import type * as H5 from './chart.h5'
import type * as Weapp from './chart.weapp'
import type { Assert, Same } from './parity'

export * from './chart.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
