/** The exchange quantity a user may pick. Pure, so it is unit tested. */
import { MAX_ORDER_QUANTITY } from '../../contract/points-shop';

/**
 * The most pieces the user can take now: the server's cap, the stock, and what the points pay for
 * (0 when not even one is affordable or in stock).
 */
export function maxQuantity(stock: number, pointsPrice: number, myPoints: number): number {
  return Math.max(0, Math.min(MAX_ORDER_QUANTITY, stock, Math.floor(myPoints / pointsPrice)));
}

/** A typed or stepped quantity kept within 1…max (1 when max is 0: the button is off then anyway). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}
