/**
 * The bill lines of the fake backends (bills and statements; stories and browser tests), built on the
 * contract's billLineFixture so that a change of BillLineRow is made in one place. Not part of the
 * widget's bundle.
 */
import { billLineFixture } from '../../contract/bill-line.fixture';
import type { BillLineRow } from '../../contract/bills';

/**
 * One warehouse's line of a kind: [quantity, rate, amount in fen] as the bill shows them (hand-computed
 * by the caller), priced per pallet-day for hire and overdue stock, per pallet otherwise; `rest` sets the
 * days and the price.
 */
export const fakeBillLine = (
  kind: BillLineRow['kind'],
  warehouseName: string,
  [quantity, rate, amountFen]: [number, number, number],
  rest: Partial<BillLineRow> = {},
): BillLineRow =>
  billLineFixture({
    kind,
    warehouseId: `wh-${warehouseName}`,
    warehouseName,
    quantity,
    rate,
    rateUnit: kind === 'hire' || kind === 'overdueInStock' ? 'centiFenPerPalletDay' : 'fenPerPallet',
    amountFen,
    entryIds: [`entry-${kind}-${warehouseName}`],
    ...rest,
  });
