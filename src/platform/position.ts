/** Type source for tsc; Taro and jest load position.weapp.ts / position.h5.ts instead. */
import type * as H5 from './position.h5'
import type * as Weapp from './position.weapp'
import type { Assert, Same } from './parity'

export * from './position.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
