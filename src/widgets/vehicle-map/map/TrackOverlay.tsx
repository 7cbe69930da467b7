import type { VehicleListItem } from '../../../contract/vehicles';
import { formatDateTime } from '../../../core';
import { pathOf, project, type XY } from '../../../ui/map';
import type { TimedPoint } from '../playback/track-time';

const MARKER = '#f5821f';
const TRACK = '#1677ff';

export interface TrackOverlayProps {
  scale: number;
  /** The selected waybill's track (projected once by the caller). */
  track: XY[];
  /** Where the playback is: the marker. */
  position: TimedPoint | null;
  plateNumber: string | null;
  /** The other vehicles' last positions: small dots. */
  vehicles: readonly VehicleListItem[];
  selected: string | null;
}

/** The track as a polyline, the marker with plate and time, and the other vehicles as dots. */
export function TrackOverlay({ scale, track, position, plateNumber, vehicles, selected }: TrackOverlayProps) {
  const marker = position ? project([position.longitude, position.latitude]) : null;
  return (
    <>
      <g data-layer="vehicles">
        {vehicles
          .filter((v) => v.lastPosition && v.waybillNo !== selected)
          .map((v) => {
            const [x, y] = project([v.lastPosition?.longitude ?? 0, v.lastPosition?.latitude ?? 0]);
            return (
              <circle
                key={v.waybillNo}
                cx={x}
                cy={y}
                r={4 * scale}
                fill="#8c8c8c"
                data-vehicle={v.plateNumber}
              >
                <title>{v.plateNumber}</title>
              </circle>
            );
          })}
      </g>
      {track.length > 1 && (
        <path
          d={pathOf(track, false)}
          fill="none"
          stroke={TRACK}
          strokeWidth={3}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
          data-testid="track-line"
        />
      )}
      {marker && position && (
        <g transform={`translate(${marker[0]} ${marker[1]}) scale(${scale})`} data-testid="vehicle-marker">
          <circle r={7} fill={MARKER} stroke="#ffffff" strokeWidth={2} />
          <g transform="translate(10 -10)">
            <rect
              x={0}
              y={-16}
              width={150}
              height={34}
              rx={4}
              fill="#ffffff"
              stroke={MARKER}
              opacity={0.95}
            />
            <text x={6} y={-3} fontSize={12} fontWeight="bold" fill="#262626">
              {plateNumber}
            </text>
            <text x={6} y={12} fontSize={11} fill="#595959">
              {formatDateTime(position.at)}
            </text>
          </g>
        </g>
      )}
    </>
  );
}
