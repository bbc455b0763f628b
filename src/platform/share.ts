/** Type source for tsc; Taro and jest load share.weapp.ts / share.h5.ts instead. */
import type * as H5 from './share.h5'
import type * as Weapp from './share.weapp'
import type { Assert, Same } from './parity'

export * from './share.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
