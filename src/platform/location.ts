/** Type source for tsc; Taro and jest load location.weapp.ts / location.h5.ts instead. */
import type * as H5 from './location.h5'
import type * as Weapp from './location.weapp'
import type { Assert, Same } from './parity'

export * from './location.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
