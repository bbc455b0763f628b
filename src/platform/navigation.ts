/** Type source for tsc; Taro and jest load navigation.weapp.ts / navigation.h5.ts instead. */
import type * as H5 from './navigation.h5'
import type * as Weapp from './navigation.weapp'
import type { Assert, Same } from './parity'

export * from './navigation.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
