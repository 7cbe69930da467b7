/**
 * Splits an amount of fen over parts in proportion to their weights by the largest remainder method
 * (money model, STATEMENTS: src/contract/statements.ts): every part gets the floor of its exact share,
 * then the fen left over go one each to the parts with the largest fractional remainders, ties to the
 * earlier part. The shares add up to the amount exactly. A negative amount (an offset's credit) is split
 * as its absolute value and every share negated. Weights are non-negative integers (pallets); when they
 * are all 0 the parts weigh alike.
 */
export function splitFen(amountFen: number, weights: readonly number[]): number[] {
  if (weights.length === 0) {
    if (amountFen !== 0) throw new Error('cannot split a non-zero amount over no parts');
    return [];
  }
  const sign = amountFen < 0 ? -1 : 1;
  const amount = Math.abs(amountFen);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const used = sum === 0 ? weights.map(() => 1) : weights;
  const whole = sum === 0 ? weights.length : sum;
  // Integer arithmetic: share_i = amount × w_i ÷ whole, its remainder amount × w_i mod whole.
  const shares = used.map((weight, index) => ({
    index,
    fen: Math.floor((amount * weight) / whole),
    remainder: (amount * weight) % whole,
  }));
  let left = amount - shares.reduce((total, share) => total + share.fen, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.fen += 1;
    left -= 1;
  }
  return shares.map((share) => sign * share.fen + 0);
}
