import type { LonLatRegion } from '../../../src/contract/vehicles';
import { businessError } from '../../http/envelope';
import { CITY_SEATS, PROVINCE_OUTLINES, STEP } from './china-geo.generated';
import { GEO_LABELS } from './labels';

type Ring = Float64Array; // [lon0, lat0, lon1, lat1, …]
interface Province {
  name: string;
  rings: Ring[];
  box: [number, number, number, number]; // min lon, min lat, max lon, max lat
}

/** A point further than this from every province outline and city seat is outside China. */
const MAX_SEAT_DISTANCE_KM = 60;
const KM_PER_DEGREE = 111.32;

let provinces: Province[] | undefined;

/** Decoded once, on the first lookup (the generated outlines are delta-encoded integers). */
function loadProvinces(): Province[] {
  provinces ??= PROVINCE_OUTLINES.map(({ name, rings }) => {
    const box: Province['box'] = [Infinity, Infinity, -Infinity, -Infinity];
    const decoded = rings.map((ring) => {
      const out = new Float64Array(ring.length);
      let [x, y] = [0, 0];
      for (let i = 0; i + 1 < ring.length; i += 2) {
        x += ring[i] as number;
        y += ring[i + 1] as number;
        out[i] = x * STEP;
        out[i + 1] = y * STEP;
        box[0] = Math.min(box[0], out[i] as number);
        box[1] = Math.min(box[1], out[i + 1] as number);
        box[2] = Math.max(box[2], out[i] as number);
        box[3] = Math.max(box[3], out[i + 1] as number);
      }
      return out;
    });
    return { name, rings: decoded, box };
  });
  return provinces;
}

/** Even-odd ray casting over every ring (holes and islands alike). */
function contains(province: Province, lon: number, lat: number): boolean {
  const [minLon, minLat, maxLon, maxLat] = province.box;
  if (lon < minLon || lon > maxLon || lat < minLat || lat > maxLat) return false;
  let inside = false;
  for (const ring of province.rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i] as number;
      const yi = ring[i + 1] as number;
      const xj = ring[j] as number;
      const yj = ring[j + 1] as number;
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Equirectangular distance in km: exact enough between a point and nearby city seats. */
function distanceKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const dx = (lon2 - lon1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.hypot(dx, lat2 - lat1) * KM_PER_DEGREE;
}

function nearestSeat(lon: number, lat: number, province?: string) {
  let best: (typeof CITY_SEATS)[number] | undefined;
  let bestKm = Infinity;
  for (const seat of CITY_SEATS) {
    if (province !== undefined && seat[0] !== province) continue;
    const km = distanceKm(lon, lat, seat[3], seat[4]);
    if (km < bestKm) [best, bestKm] = [seat, km];
  }
  return best && { seat: best, km: bestKm };
}

/**
 * The region of a point, answered from data shipped with the app: the province whose outline holds it
 * (point in polygon), the city (and, in the four municipalities, the district) of the nearest seat in
 * that province. A point off every outline (a harbour, an island the simplified outline misses) takes
 * the nearest seat within {@link MAX_SEAT_DISTANCE_KM}; further out it is not in China (-1).
 */
export function regionOf(longitude: number, latitude: number): LonLatRegion {
  // Outlines simplified apart may overlap at a coast (珠海 and 澳门): the smallest holding the point wins.
  const area = ({ box }: Province) => (box[2] - box[0]) * (box[3] - box[1]);
  const province = loadProvinces()
    .filter((p) => contains(p, longitude, latitude))
    .sort((a, b) => area(a) - area(b))[0]?.name;
  const nearest = nearestSeat(longitude, latitude, province) ?? nearestSeat(longitude, latitude);
  if (!nearest || (province === undefined && nearest.km > MAX_SEAT_DISTANCE_KM))
    throw businessError(GEO_LABELS.outsideChina);
  const [seatProvince, city, district] = nearest.seat;
  const name = province ?? seatProvince;
  const address = [name, city === name ? '' : city, district].join('');
  return { province: name, city, ...(district ? { district } : {}), address };
}
