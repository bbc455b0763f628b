/** Type source for tsc; Taro and jest load network.weapp.ts / network.h5.ts instead. */
import type * as H5 from './network.h5'
import type * as Weapp from './network.weapp'
import type { Assert, Same } from './parity'

export * from './network.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
