/**
 * The mini-program: the start table (src/start-table.ts) worked out from the products'
 * declarations at start (they are in its main package either way).
 */
import { DECLARED } from '../products'
import { startTableOf, type StartTable } from '../start-table'

export const START_TABLE: StartTable = startTableOf(DECLARED)
