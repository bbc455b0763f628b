/** What both halves of the pay seam (pay.h5.ts, pay.weapp.ts) answer. */

/** The personal channels a payer may choose (UnionPay is not one). */
export type PersonalChannel = 'WeChatPay' | 'Alipay'

/**
 * How carrying out a pay action ended on this side. Never the payment's outcome: only the
 * server, told by the channel, says a payment succeeded.
 * - `Done`: the payer went through the channel's sheet (mini-program), or there was nothing to do
 *   here (a QR code, drawn by the payment result page);
 * - `Leaving`: the browser is on its way to the channel's page, which sends the payer back;
 * - `Cancelled`: the payer closed the channel's sheet;
 * - `Failed`: the action cannot be carried out here, or the channel's sheet failed.
 */
export type CarriedOut = 'Done' | 'Leaving' | 'Cancelled' | 'Failed'
