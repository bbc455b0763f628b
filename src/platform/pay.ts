/** Type source for tsc; Taro and jest load pay.weapp.ts / pay.h5.ts instead. */
import type * as H5 from './pay.h5'
import type * as Weapp from './pay.weapp'
import type { Assert, Same } from './parity'

export * from './pay.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
