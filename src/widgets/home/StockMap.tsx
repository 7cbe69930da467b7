import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { MapArea, MapLevelQuery, MapLevelStock } from '../../contract/reports';
import { Button, Card, Empty, Loading, LoadError, PageHeader, Table, vars, type TableColumn } from '../../ui';
import {
  ChinaMap,
  project,
  provinceName,
  useCityName,
  useMapView,
  type ChinaShapes,
  type ProvinceLook,
} from '../../ui/map';
import { useApiQuery } from '../query';
import { useChinaShapes } from '../use-china-shapes';
import { MAP_CALL } from './api';
import { formatCount } from '../../core';
import { colourOf, colourSteps, dotRadius, stockedAreas, type ColourStep } from './home-figures';
import { homeLabels } from './labels';

const text = homeLabels.map;
const COUNTRY: MapLevelQuery = { level: 'province' };
/** A theme colour: set as a style (an SVG attribute cannot hold var()). */
const DOT = vars.colorPrimary;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
  gap: ${vars.spaceLg};
  align-items: start;
`;

const Side = styled.div`
  display: grid;
  gap: ${vars.spaceMd};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceXs} ${vars.spaceMd};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextSecondary};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.spaceXs};
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  width: 14px;
  height: 14px;
  border: 1px solid #9bb4c9;
  background: ${(p) => p.$colour};
`;

function StepLegend({ steps }: { steps: readonly ColourStep[] }) {
  return (
    <Legend aria-label={text.legend}>
      {steps.map((step) => (
        <li key={step.from}>
          <Swatch $colour={step.colour} aria-hidden="true" />
          {text.step(formatCount(step.from), homeLabels.pallets(step.to))}
        </li>
      ))}
    </Legend>
  );
}

/** The cities with a position as dots sized by their on hand, named by `nameOf` (the page's language). */
function CityDots(props: { cities: readonly MapArea[]; scale: number; nameOf: (name: string) => string }) {
  const { cities, scale, nameOf } = props;
  const max = Math.max(0, ...cities.map((city) => city.onHand));
  return (
    <g data-layer="cities">
      {cities.map((city) => {
        if (city.longitude === null || city.latitude === null) return null;
        const [x, y] = project([city.longitude, city.latitude]);
        const label = `${nameOf(city.name)} ${homeLabels.pallets(city.onHand)}`;
        return (
          <circle
            key={city.name}
            cx={x}
            cy={y}
            r={dotRadius(city.onHand, max) * scale}
            style={{ fill: DOT }}
            fillOpacity={0.75}
            stroke="#ffffff"
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
            data-city={city.name}
          >
            <title>{label}</title>
          </circle>
        );
      })}
    </g>
  );
}

/** The areas with their on hand, named by `nameOf` (a province's or a city's name in the page's language). */
function AreaTable(props: {
  caption: string;
  areas: readonly MapArea[];
  nameOf: (name: string) => string;
  onOpen?: (province: string) => void;
}) {
  const { caption, areas, nameOf, onOpen } = props;
  const columns = useMemo<TableColumn<MapArea>[]>(
    () => [
      {
        key: 'name',
        title: text.column.area,
        render: (area) =>
          onOpen ? (
            <Button
              variant="link"
              size="small"
              onClick={() => onOpen(area.name)}
              aria-label={text.provinceButton(nameOf(area.name), homeLabels.pallets(area.onHand))}
            >
              {nameOf(area.name)}
            </Button>
          ) : area.longitude === null ? (
            text.withoutPosition(nameOf(area.name))
          ) : (
            nameOf(area.name)
          ),
      },
      {
        key: 'onHand',
        title: text.column.onHand,
        align: 'right',
        render: (area) => formatCount(area.onHand),
      },
      { key: 'warehouses', title: text.column.warehouses, align: 'right' },
    ],
    [nameOf, onOpen],
  );
  return <Table caption={caption} columns={columns} rows={areas} rowKey="name" emptyText={text.empty} />;
}

function StockMapView({ shapes, country }: { shapes: ChinaShapes; country: MapLevelStock }) {
  const mapView = useMapView(shapes.box);
  const [province, setProvince] = useState<string | null>(null);
  const cityName = useCityName();
  const cities = useApiQuery<MapLevelStock>(
    MAP_CALL,
    { level: 'city', province },
    { enabled: province !== null },
  );
  const provinces = useMemo(() => stockedAreas(country.areas), [country]);
  const steps = useMemo(() => colourSteps(provinces[0]?.onHand ?? 0, vars.colorPrimary), [provinces]);
  const looks = useMemo(
    () =>
      Object.fromEntries(
        provinces.map((area): [string, ProvinceLook] => [
          area.name,
          {
            fill: colourOf(area.onHand, steps) ?? '#ffffff',
            label: text.provinceButton(provinceName(area.name), homeLabels.pallets(area.onHand)),
          },
        ]),
      ),
    [provinces, steps],
  );
  const total = homeLabels.pallets(provinces.reduce((sum, area) => sum + area.onHand, 0));
  const cityAreas = province && cities.data ? stockedAreas(cities.data.areas) : [];
  const open = (name: string) => {
    setProvince(name);
    const shape = shapes.provinces.find((candidate) => candidate.name === name);
    if (shape) mapView.fit(shape.box);
  };
  const back = () => {
    setProvince(null);
    mapView.reset();
  };
  const description = province
    ? text.provinceDescription(
        provinceName(province),
        cityAreas.length,
        homeLabels.pallets(cityAreas.reduce((sum, area) => sum + area.onHand, 0)),
      )
    : text.countryDescription(provinces.length, total);
  return (
    <Layout>
      <div>
        <ChinaMap
          shapes={shapes}
          mapView={mapView}
          title={text.mapTitle}
          description={description}
          looks={looks}
          onOpenProvince={open}
        >
          {(scale) => province && <CityDots cities={cityAreas} scale={scale} nameOf={cityName} />}
        </ChinaMap>
      </div>
      <Side>
        {province && (
          <div>
            <Button onClick={back}>{text.back}</Button>
          </div>
        )}
        {!province && <StepLegend steps={steps} />}
        {province && cities.error && <LoadError message={cities.error} onRetry={cities.reload} />}
        {province && !cities.data && cities.loading && <Loading />}
        {province ? (
          cities.data && (
            <AreaTable caption={text.cityTable(provinceName(province))} areas={cityAreas} nameOf={cityName} />
          )
        ) : (
          <AreaTable caption={text.provinceTable} areas={provinces} nameOf={provinceName} onOpen={open} />
        )}
      </Side>
    </Layout>
  );
}

/** 库存分布地图: provinces coloured by on hand; a province opens its cities as dots, with a table beside. */
export function StockMap() {
  const shapes = useChinaShapes();
  const country = useApiQuery<MapLevelStock>(MAP_CALL, COUNTRY);
  const failed = shapes.error ? shapes : country.error ? country : null;
  return (
    <Card>
      <PageHeader title={text.title} />
      {failed?.error ? (
        <LoadError message={failed.error} onRetry={failed.reload} />
      ) : !shapes.data || !country.data ? (
        <Loading text={text.loading} />
      ) : country.data.areas.length === 0 ? (
        <Empty text={text.empty} />
      ) : (
        <StockMapView shapes={shapes.data} country={country.data} />
      )}
    </Card>
  );
}
