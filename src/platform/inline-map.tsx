/** Type source for tsc; Taro and jest load inline-map.weapp.tsx / inline-map.h5.tsx instead. */
import type * as H5 from './inline-map.h5'
import type * as Weapp from './inline-map.weapp'
import type { Assert, Same } from './parity'

export * from './inline-map.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
