import { useEffect, useMemo, useState } from 'react';
import type { PropsOf } from '../declare-widget';
import type { vehicleMapWidget } from './declaration';
import styled from 'styled-components';
import type { VehicleListItem, VehicleProvider } from '../../contract/vehicles';
import { WAYBILL_STATUS_LABELS } from '../../contract/transport';
import { formatDateTime } from '../../core';
import { Empty, LoadError, Loading, vars } from '../../ui';
import { vehicleMapLabels as text } from './labels';
import { boxAround, ChinaMap, project, useMapView } from '../../ui/map';
import { TrackOverlay } from './map/TrackOverlay';
import { PlaybackControls } from './playback/PlaybackControls';
import { positionAt, timed } from './playback/track-time';
import { usePlayback } from './playback/use-playback';
import { useChinaShapes } from '../use-china-shapes';
import { useTrack, useVehicles } from './use-vehicle-reads';
import { VehicleList } from './VehicleList';

const Layout = styled.section`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  gap: ${vars.spaceLg};
  align-items: start;
`;
const Heading = styled.h2`
  margin: 0 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeLg};
`;
const Facts = styled.p`
  margin: 0 0 ${vars.spaceSm};
  color: ${vars.colorTextSecondary};
`;

interface Selection {
  waybillNo: string;
  provider?: VehicleProvider;
}

/** <yp-vehicle-map waybill-no="…">: 车辆定位 — the vehicles, the province map, a track and its playback. */
export function VehicleMapWidget({ waybillNo }: PropsOf<typeof vehicleMapWidget>) {
  const [keyword, setKeyword] = useState('');
  // The vehicle picked in the list, else the waybill of the attribute (a new attribute wins over a pick).
  const [picked, setPicked] = useState<{ attribute?: string; selection: Selection } | null>(null);
  const fromAttribute = useMemo<Selection | null>(() => (waybillNo ? { waybillNo } : null), [waybillNo]);
  const selection = picked && picked.attribute === waybillNo ? picked.selection : fromAttribute;

  const list = useVehicles(keyword);
  const shapes = useChinaShapes();
  const track = useTrack(selection);
  const mapView = useMapView(shapes.data?.box ?? null);
  const points = useMemo(() => timed(track.data?.points ?? []), [track.data]);
  const projected = useMemo(() => points.map((p) => project([p.longitude, p.latitude])), [points]);
  const playback = usePlayback(points);
  const position = positionAt(points, playback.at);

  const { fit } = mapView;
  useEffect(() => {
    if (projected.length > 0) fit(boxAround(projected, 0.15));
  }, [projected, fit]);

  const select = (vehicle: VehicleListItem) =>
    setPicked({
      attribute: waybillNo,
      selection: { waybillNo: vehicle.waybillNo, provider: vehicle.provider },
    });
  const current = track.data;
  return (
    <Layout aria-label={text.title}>
      <VehicleList
        vehicles={list.data}
        loading={list.loading}
        error={list.error}
        selected={selection?.waybillNo ?? null}
        onSearch={setKeyword}
        onSelect={select}
        onRetry={list.reload}
      />
      <div>
        {current && (
          <>
            <Heading>{text.trackTitle(current.plateNumber, current.waybillNo)}</Heading>
            <Facts>
              {WAYBILL_STATUS_LABELS[current.status]} · {text.driver} {current.driverName} · {text.route}{' '}
              {current.fromWarehouseName} → {current.toWarehouseName} ·{' '}
              {text.pointCount(current.points.length)}
              {current.lastPosition &&
                ` · ${text.lastReport} ${formatDateTime(current.lastPosition.recordedAt)}`}
            </Facts>
          </>
        )}
        {selection && track.error && <LoadError message={track.error} onRetry={track.reload} />}
        {shapes.error ? (
          <LoadError message={shapes.error} onRetry={shapes.reload} />
        ) : !shapes.data ? (
          <Loading text={text.loadingMap} />
        ) : (
          <ChinaMap
            shapes={shapes.data}
            mapView={mapView}
            title={text.mapTitle}
            description={text.mapDescription(current?.plateNumber ?? null)}
          >
            {(scale) => (
              <TrackOverlay
                scale={scale}
                track={projected}
                position={position}
                plateNumber={current?.plateNumber ?? null}
                vehicles={list.data ?? []}
                selected={selection?.waybillNo ?? null}
              />
            )}
          </ChinaMap>
        )}
        {current && points.length === 0 && <Empty text={text.trackEmpty} />}
        {points.length > 0 && (
          <PlaybackControls playback={playback} speedKmh={Math.round(position?.speedKmh ?? 0)} />
        )}
      </div>
    </Layout>
  );
}
