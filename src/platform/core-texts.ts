/** Type source for tsc; Taro loads core-texts.weapp.ts / core-texts.h5.ts instead. */
import type * as H5 from './core-texts.h5'
import type * as Weapp from './core-texts.weapp'
import type { Assert, Same } from './parity'

export * from './core-texts.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
