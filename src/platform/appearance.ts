/** Type source for tsc; Taro and jest load appearance.weapp.ts / appearance.h5.ts instead. */
import type * as H5 from './appearance.h5'
import type * as Weapp from './appearance.weapp'
import type { Assert, Same } from './parity'

export * from './appearance.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
