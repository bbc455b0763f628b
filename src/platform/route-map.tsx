/** Type source for tsc; Taro and jest load route-map.weapp.tsx / route-map.h5.tsx instead. */
import type * as H5 from './route-map.h5'
import type * as Weapp from './route-map.weapp'
import type { Assert, Same } from './parity'

export * from './route-map.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
