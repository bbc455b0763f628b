/** Type source for tsc; Taro and jest load route-guard.weapp.ts / route-guard.h5.ts instead. */
import type * as H5 from './route-guard.h5'
import type * as Weapp from './route-guard.weapp'
import type { Assert, Same } from './parity'

export * from './route-guard.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
