/** Type source for tsc; Taro and jest load subscribe.weapp.ts / subscribe.h5.ts instead. */
import type * as H5 from './subscribe.h5'
import type * as Weapp from './subscribe.weapp'
import type { Assert, Same } from './parity'

export * from './subscribe.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
