/** Type source for tsc; Taro loads app-start.weapp.ts / app-start.h5.ts instead. */
import type * as H5 from './app-start.h5'
import type * as Weapp from './app-start.weapp'
import type { Assert, Same } from './parity'

export * from './app-start.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
