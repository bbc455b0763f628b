/** Type source for tsc; Taro and jest load keyboard.weapp.ts / keyboard.h5.ts instead. */
import type * as H5 from './keyboard.h5'
import type * as Weapp from './keyboard.weapp'
import type { Assert, Same } from './parity'

export * from './keyboard.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
