/**
 * The limits of feedback and the robot, without TypeBox, so that the client's screens can read them
 * without bundling the schemas (types/api/support.ts re-exports them).
 */

/** Feedback needs at least this many characters (trimmed); more than the maximum is refused. */
export const FEEDBACK_MIN_CHARS = 8
export const FEEDBACK_MAX_CHARS = 500
export const ANSWER_MAX_CHARS = 1000
export const QUESTION_MAX_CHARS = 200
export const MAX_FEEDBACK_FILES = 10
