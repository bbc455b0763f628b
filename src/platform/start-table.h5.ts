/**
 * H5: the start table (src/start-table.ts) as config/index.ts worked it out from the products'
 * declarations at build time, so that they are not part of the first load.
 */
import { unpackStartTable, type StartTable } from '../start-table'

export const START_TABLE: StartTable = unpackStartTable(START_TABLE_BUILT)
