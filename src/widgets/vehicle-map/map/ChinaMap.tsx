import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, vars } from '../../../ui';
import { vehicleMapLabels as text } from '../labels';
import type { ChinaShapes } from './provinces';
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

export interface ChinaMapProps {
  shapes: ChinaShapes;
  mapView: ReturnType<typeof useMapView>;
  description: string;
  /** Drawn over the provinces in the same user units; `scale` keeps markers the same size on screen. */
  children?: (scale: number) => ReactNode;
}

/** The provinces as SVG with pan and zoom; overlays (track, marker) come as children. */
export function ChinaMap({ shapes, mapView, description, children }: ChinaMapProps) {
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
  const box = view ?? shapes.box;
  const scale = box.width / shapes.box.width;
  return (
    <Frame>
      <Svg
        ref={svgRef}
        role="img"
        tabIndex={0}
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        preserveAspectRatio="xMidYMid meet"
        onPointerDown={handlers.onPointerDown}
        onPointerMove={handlers.onPointerMove}
        onPointerUp={handlers.onPointerUp}
        onPointerCancel={handlers.onPointerUp}
        onKeyDown={handlers.onKeyDown}
        data-testid="china-map"
      >
        <title id={`${id}-title`}>{text.mapTitle}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g data-layer="provinces">
          {shapes.provinces.map((province) => (
            <path
              key={province.name}
              d={province.d}
              fill="#ffffff"
              stroke="#9bb4c9"
              strokeWidth={0.8}
              vectorEffect="non-scaling-stroke"
              data-province={province.name}
            >
              <title>{province.name}</title>
            </path>
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
                {province.name}
              </text>
            ))}
          </g>
        )}
        {children?.(scale)}
      </Svg>
      <Zoom>
        <Button size="small" aria-label={text.zoomIn} onClick={() => zoom(zoomStep)}>
          +
        </Button>
        <Button size="small" aria-label={text.zoomOut} onClick={() => zoom(1 / zoomStep)}>
          −
        </Button>
        <Button size="small" onClick={reset}>
          {text.resetView}
        </Button>
      </Zoom>
      <Hint>{text.mapKeys}</Hint>
    </Frame>
  );
}
