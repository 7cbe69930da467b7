import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { mapLabels } from './labels';
import { provinceName } from './region-names';
import { vars } from '../theme/tokens';
import type { ChinaShapes, ProvinceShape } from './provinces';
import type { useMapView } from './use-map-view';

const Frame = styled.div`
  position: relative;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  background: #eef5fb;
  overflow: hidden;
`;
const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 520px;
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${vars.colorPrimary};
    outline-offset: -2px;
  }
  [role='button'] {
    cursor: pointer;
  }
  [role='button']:hover,
  [role='button']:focus-visible {
    outline: none;
    stroke: ${vars.colorPrimary};
    stroke-width: 2.5;
  }
`;
const Zoom = styled.div`
  position: absolute;
  top: ${vars.spaceSm};
  right: ${vars.spaceSm};
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceXs};
`;
const Hint = styled.p`
  position: absolute;
  left: ${vars.spaceSm};
  bottom: ${vars.spaceXs};
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

/** How one province is drawn: its fill, and the name it has as a button (e.g. 江苏省 1,200 片). */
export interface ProvinceLook {
  fill: string;
  label: string;
}

export interface ChinaMapProps {
  shapes: ChinaShapes;
  mapView: ReturnType<typeof useMapView>;
  /** The map's name (the svg's title), e.g. 中国地图：车辆位置与轨迹. */
  title: string;
  description: string;
  /** Provinces drawn in a colour of their own (a choropleth); the others stay white. */
  looks?: Readonly<Record<string, ProvinceLook>>;
  /** With it, each province of `looks` is a button (click, Enter or Space) that opens it. */
  onOpenProvince?: (province: string) => void;
  /** Drawn over the provinces in the same user units; `scale` keeps markers the same size on screen. */
  children?: (scale: number) => ReactNode;
}

/** A press that moved further than this (px) was a drag that panned, not a click. */
const CLICK_SLOP = 4;

/** Enter or Space on a province button opens it; other keys go on to the map (pan, zoom). */
const openOnKey = (open: () => void) => (event: KeyboardEvent<SVGPathElement>) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.stopPropagation();
  open();
};

function Province(props: { province: ProvinceShape; look?: ProvinceLook; onOpen?: (name: string) => void }) {
  const { province, look, onOpen } = props;
  const open = look && onOpen ? () => onOpen(province.name) : undefined;
  return (
    <path
      d={province.d}
      fill="#ffffff"
      // A style, not the attribute: the fill may be a CSS expression of the theme (var(), color-mix()).
      style={look && { fill: look.fill }}
      stroke="#9bb4c9"
      strokeWidth={0.8}
      vectorEffect="non-scaling-stroke"
      data-province={province.name}
      role={open ? 'button' : undefined}
      tabIndex={open ? 0 : undefined}
      aria-label={open ? look?.label : undefined}
      onKeyDown={open && openOnKey(open)}
    >
      <title>{look?.label ?? provinceName(province.name)}</title>
    </path>
  );
}

/**
 * The provinces as SVG with pan and zoom; overlays (track, marker, city dots) come as children. With
 * `onOpenProvince` the map is a group of province buttons rather than a picture.
 */
export function ChinaMap(props: ChinaMapProps) {
  const { shapes, mapView, title, description, looks, onOpenProvince, children } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const id = useId();
  const { view, handlers, zoom, reset, zoomStep } = mapView;
  const onWheel = handlers.onWheel;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const listener = (event: WheelEvent) => onWheel(svg, event);
    svg.addEventListener('wheel', listener, { passive: false });
    return () => svg.removeEventListener('wheel', listener);
  }, [onWheel]);
  // The map captures the pointer to pan, so a click lands on the svg, not on the province pressed: the
  // province is noted at pointerdown and opened on the click, unless the pointer moved (a pan).
  const pressed = useRef<{ province: string; x: number; y: number } | null>(null);
  const pressProvince = (event: PointerEvent<SVGSVGElement>) => {
    const target = (event.target as Element).closest('[data-province][role="button"]');
    const province = target?.getAttribute('data-province');
    pressed.current =
      province && event.button === 0 ? { province, x: event.clientX, y: event.clientY } : null;
  };
  const clickProvince = (event: { clientX: number; clientY: number }) => {
    const press = pressed.current;
    pressed.current = null;
    if (!press || !onOpenProvince) return;
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > CLICK_SLOP) return;
    onOpenProvince(press.province);
  };
  const box = view ?? shapes.box;
  const scale = box.width / shapes.box.width;
  return (
    <Frame>
      <Svg
        ref={svgRef}
        role={onOpenProvince ? 'group' : 'img'}
        tabIndex={0}
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        preserveAspectRatio="xMidYMid meet"
        onPointerDown={(event) => {
          pressProvince(event);
          handlers.onPointerDown(event);
        }}
        onPointerMove={handlers.onPointerMove}
        onPointerUp={handlers.onPointerUp}
        onPointerCancel={handlers.onPointerUp}
        onKeyDown={handlers.onKeyDown}
        onClick={clickProvince}
        data-testid="china-map"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g data-layer="provinces">
          {shapes.provinces.map((province) => (
            <Province
              key={province.name}
              province={province}
              look={looks?.[province.name]}
              onOpen={onOpenProvince}
            />
          ))}
        </g>
        {scale > 0.35 ? null : (
          <g data-layer="labels" aria-hidden="true">
            {shapes.provinces.map((province) => (
              <text
                key={province.name}
                x={province.label[0]}
                y={province.label[1]}
                fontSize={12 * scale}
                textAnchor="middle"
                fill="#7a8b99"
              >
                {provinceName(province.name)}
              </text>
            ))}
          </g>
        )}
        {children?.(scale)}
      </Svg>
      <Zoom>
        <Button size="small" aria-label={mapLabels.zoomIn} onClick={() => zoom(zoomStep)}>
          +
        </Button>
        <Button size="small" aria-label={mapLabels.zoomOut} onClick={() => zoom(1 / zoomStep)}>
          −
        </Button>
        <Button size="small" onClick={reset}>
          {mapLabels.resetView}
        </Button>
      </Zoom>
      <Hint>{mapLabels.keys}</Hint>
    </Frame>
  );
}
