/** The resend countdown is a domain rule (src/domain/countdown.ts), shared with the personal centre's code forms. */
export * from '@/domain/countdown'
