import type { VehicleProvider } from '../../../src/contract/vehicles';
import type { DbOrTrx } from '../../db/schema';
import { claimSeedMarker } from '../../db/seed/seed-once';
import { insertPositions, toPositionRow } from './positions';
import { vehiclesDb } from './tables';

const SEED_MARKER = 'seed.vehicles';
const MINUTE = 60_000;
const KM_PER_DEGREE = 111.32;
/** Cruising speed of a loaded truck between the points' noise, km/h. */
const CRUISE_KMH = 68;

/** A small deterministic generator (mulberry32), seeded per waybill: the same demo on every machine. */
function random(seedText: string): () => number {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type LonLat = [number, number];
const kmBetween = ([lon1, lat1]: LonLat, [lon2, lat2]: LonLat) =>
  Math.hypot((lon2 - lon1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180), lat2 - lat1) * KM_PER_DEGREE;

/** A gently bent road from `from` to `to`: a quadratic curve through a side-stepped midpoint. */
function roadAt(from: LonLat, to: LonLat, bend: number, t: number): LonLat {
  const mid: LonLat = [
    (from[0] + to[0]) / 2 - (to[1] - from[1]) * bend,
    (from[1] + to[1]) / 2 + (to[0] - from[0]) * bend,
  ];
  const u = 1 - t;
  return [
    u * u * from[0] + 2 * u * t * mid[0] + t * t * to[0],
    u * u * from[1] + 2 * u * t * mid[1] + t * t * to[1],
  ];
}

export interface TrackPlan {
  plateNumber: string;
  provider: VehicleProvider;
  from: LonLat;
  to: LonLat;
  departedAt: number;
  /** Where the track stops: arrival for arrived and confirmed waybills, part-way for those in transit. */
  endsAt: number;
  inTransit: boolean;
  seed: string;
}

/**
 * Points every 2–5 minutes along the road, with a metre-level wobble and speeds around cruising speed;
 * a vehicle in transit stops reporting part-way (40–80 % of the road), an arrived one at the destination.
 */
export function synthesizeTrack(plan: TrackPlan) {
  const next = random(plan.seed);
  const distance = kmBetween(plan.from, plan.to);
  const drive = Math.max((distance / CRUISE_KMH) * 60 * MINUTE, 20 * MINUTE);
  const window = Math.max(plan.endsAt - plan.departedAt, 10 * MINUTE);
  // In transit: stopped part-way (never past where the clock allows); arrived: the whole road, at cruising
  // speed, or faster when the waybill arrived sooner than that.
  const reach = plan.inTransit ? Math.min(window / drive, 0.4 + 0.4 * next()) : 1;
  const travel = plan.inTransit ? reach * drive : Math.min(drive, window);
  const bend = (next() - 0.5) * 0.3;
  const rows = [];
  let previous: LonLat | undefined;
  for (let elapsed = 0; elapsed <= travel; elapsed += (2 + 3 * next()) * MINUTE) {
    const t = (elapsed / travel) * reach;
    const [lon, lat] = roadAt(plan.from, plan.to, bend, t);
    const here: LonLat = [lon + (next() - 0.5) * 0.004, lat + (next() - 0.5) * 0.004];
    const heading = previous
      ? (Math.round((Math.atan2(here[0] - previous[0], here[1] - previous[1]) * 180) / Math.PI) + 360) % 360
      : 0;
    const speedKmh =
      elapsed === 0
        ? 0
        : Math.round(Math.min(100, (distance * reach) / (travel / 3_600_000)) * (0.85 + 0.3 * next()));
    previous = here;
    rows.push(
      toPositionRow(
        {
          provider: plan.provider,
          plateNumber: plan.plateNumber,
          longitude: Number(here[0].toFixed(6)),
          latitude: Number(here[1].toFixed(6)),
          speedKmh,
          heading,
          recordedAt: '',
        },
        Math.round(plan.departedAt + elapsed),
      ),
    );
  }
  return rows;
}

/**
 * Demo tracks for the waybills that have left (in transit, arrived, confirmed), from the sending
 * warehouse's coordinates towards the receiving one's. Runs once per database, after the waybill seed.
 */
export async function seedDemoTracks(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const waybills = await vehiclesDb(db)
    .selectFrom('waybills as wb')
    .innerJoin('warehouses as fw', 'fw.id', 'wb.from_warehouse_id')
    .innerJoin('warehouses as tw', 'tw.id', 'wb.to_warehouse_id')
    .where('wb.status', 'in', ['inTransit', 'arrived', 'confirmed'])
    .where('wb.departed_at', 'is not', null)
    .where('wb.plate_number', '!=', '')
    .select([
      'wb.document_no',
      'wb.status',
      'wb.plate_number',
      'wb.vehicle_provider',
      'wb.departed_at',
      'wb.arrived_at',
      'wb.confirmed_at',
      'fw.longitude as from_lon',
      'fw.latitude as from_lat',
      'tw.longitude as to_lon',
      'tw.latitude as to_lat',
    ])
    .orderBy('wb.departed_at')
    .execute();
  for (const w of waybills) {
    if (w.from_lon === null || w.from_lat === null || w.to_lon === null || w.to_lat === null) continue;
    const departedAt = w.departed_at as number; // where departed_at is not null
    if (departedAt >= now) continue; // nothing to report yet
    const inTransit = w.status === 'inTransit';
    const endsAt = inTransit ? now : (w.arrived_at ?? w.confirmed_at ?? now);
    await insertPositions(
      db,
      synthesizeTrack({
        plateNumber: w.plate_number,
        provider: w.vehicle_provider ?? 'trans',
        from: [w.from_lon, w.from_lat],
        to: [w.to_lon, w.to_lat],
        departedAt,
        endsAt: Math.min(endsAt, now),
        inTransit,
        seed: w.document_no,
      }),
    );
  }
}
