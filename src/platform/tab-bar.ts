/** Type source for tsc; Taro and jest load tab-bar.weapp.ts / tab-bar.h5.ts instead. */
import type * as H5 from './tab-bar.h5'
import type * as Weapp from './tab-bar.weapp'
import type { Assert, Same } from './parity'

export * from './tab-bar.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
