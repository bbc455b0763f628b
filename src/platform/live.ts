/** Type source for tsc; Taro and jest load live.weapp.ts / live.h5.ts instead. */
import type * as H5 from './live.h5'
import type * as Weapp from './live.weapp'
import type { Assert, Same } from './parity'

export * from './live.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
