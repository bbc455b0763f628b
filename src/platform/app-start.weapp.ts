/** The mini-program registers the app as its first script runs: the start-up is part of it. */
import * as start from '../app-start'

export const appStart = start
