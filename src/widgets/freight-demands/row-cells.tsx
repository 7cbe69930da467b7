/**
 * Cells of the demand lists on two lines. A list of demand orders carries a route, the cargo and two
 * times, and must still show 操作 at 1366 px: each of these takes the width of its longer half, and its
 * whole text stays in view (no … and tooltip).
 */
import type { DemandOrder } from '../../contract/freight';
import { cargoInRowOf, deadlineOf, loadWindowOf, placeOf, vehicleTypeOf } from './demand-format';
import { demandLabels as text } from './labels';

function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      {/* The space keeps the two halves apart when the text is read or copied as one line. */}
      {first} <br />
      {second}
    </>
  );
}

/** 2026-11-27 above 10:08–16:08: a time's day, then the rest. */
function TimeCell({ time }: { time: string }) {
  const space = time.indexOf(' ');
  return space < 0 ? <>{time}</> : <TwoLines first={time.slice(0, space)} second={time.slice(space + 1)} />;
}

/** 上海市 嘉定区 → above 苏州市 昆山市. */
export const routeCell = (order: DemandOrder) => (
  <TwoLines first={text.routeFrom(placeOf(order.origin))} second={placeOf(order.destination)} />
);

/** 休闲零食（10 托） above 6.8米厢式货车. */
export const cargoAndVehicleCell = (order: DemandOrder) => (
  <TwoLines first={cargoInRowOf(order)} second={vehicleTypeOf(order)} />
);

export const loadWindowCell = (order: DemandOrder) => <TimeCell time={loadWindowOf(order)} />;

export const deadlineCell = (order: DemandOrder) => <TimeCell time={deadlineOf(order)} />;
