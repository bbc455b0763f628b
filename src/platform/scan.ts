/** Type source for tsc; Taro and jest load scan.weapp.ts / scan.h5.ts instead. */
import type * as H5 from './scan.h5'
import type * as Weapp from './scan.weapp'
import type { Assert, Same } from './parity'

export * from './scan.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
