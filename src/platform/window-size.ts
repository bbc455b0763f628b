/** Type source for tsc; Taro and jest load window-size.weapp.ts / window-size.h5.ts instead. */
import type * as H5 from './window-size.h5'
import type * as Weapp from './window-size.weapp'
import type { Assert, Same } from './parity'

export * from './window-size.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
