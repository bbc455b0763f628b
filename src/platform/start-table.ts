/**
 * Type source for tsc; Taro loads start-table.weapp.ts / start-table.h5.ts instead. Node (the
 * build's configuration, scripts) and the unit tests read the declarations as the mini-program does.
 */
import type * as H5 from './start-table.h5'
import type * as Weapp from './start-table.weapp'
import type { Assert, Same } from './parity'

export * from './start-table.weapp'
export type Parity = Assert<Same<typeof H5, typeof Weapp>>
