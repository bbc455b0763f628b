/** Type source for tsc; Taro and jest load page-shade.weapp.ts / page-shade.h5.ts instead. */
import type * as H5 from './page-shade.h5'
import type * as Weapp from './page-shade.weapp'
import type { Assert, Same } from './parity'

export * from './page-shade.h5'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
