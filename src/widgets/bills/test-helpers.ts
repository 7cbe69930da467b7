/** What the browser tests of <yp-bills> share beyond the DOM helpers of ../test-support. */

/** Fen back from a shown amount: ¥5,304.36 → 530436; -¥150.00 → -15000. */
export const fenOf = (shown: string) => Math.round(Number(shown.replace(/[¥,]/g, '')) * 100);
