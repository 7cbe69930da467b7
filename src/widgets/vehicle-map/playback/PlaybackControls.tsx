import styled from 'styled-components';
import { formatDateTime } from '../../../core';
import { Button, vars } from '../../../ui';
import { vehicleMapLabels as text } from '../labels';
import { SPEEDS, type Playback } from './use-playback';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.spaceMd};
  margin-top: ${vars.spaceSm};
`;
const Slider = styled.input`
  flex: 1 1 240px;
  accent-color: ${vars.colorPrimary};
`;
const Readout = styled.span`
  color: ${vars.colorTextSecondary};
  font-variant-numeric: tabular-nums;
`;
const Speeds = styled.div`
  display: inline-flex;
  gap: ${vars.spaceXs};
`;

const MINUTE = 60_000;

/** 播放/暂停, 1×/4×/16×, the progress slider, and the time and speed at the shown instant. */
export function PlaybackControls({ playback, speedKmh }: { playback: Playback; speedKmh: number }) {
  const { at, start, end, playing, speed } = playback;
  return (
    <Bar>
      <Button variant="primary" size="small" onClick={playback.toggle} aria-pressed={playing}>
        {playing ? text.pause : text.play}
      </Button>
      <Speeds role="group" aria-label={text.speedGroup}>
        {SPEEDS.map((option) => (
          <Button
            key={option}
            size="small"
            variant={option === speed ? 'primary' : 'default'}
            aria-pressed={option === speed}
            onClick={() => playback.setSpeed(option)}
          >
            {text.speed(option)}
          </Button>
        ))}
      </Speeds>
      <Slider
        type="range"
        aria-label={text.slider}
        min={0}
        max={Math.max(end - start, 0)}
        step={MINUTE}
        value={at - start}
        aria-valuetext={formatDateTime(at)}
        onChange={(event) => playback.seek(start + Number(event.target.value))}
        onKeyDown={(event) => {
          // Steps of a tenth of the track (arrows) and the ends (Home/End), whatever the track's length.
          const tenth = Math.max((end - start) / 10, MINUTE);
          const keys: Record<string, number> = {
            Home: start,
            End: end,
            ArrowLeft: at - tenth,
            ArrowDown: at - tenth,
            ArrowRight: at + tenth,
            ArrowUp: at + tenth,
          };
          if (!(event.key in keys)) return;
          event.preventDefault();
          playback.seek(keys[event.key] as number);
        }}
      />
      <Readout aria-live="off">
        {text.currentTime} <time data-testid="playback-time">{formatDateTime(at)}</time>
      </Readout>
      <Readout>
        {text.currentSpeed} <span data-testid="playback-speed">{text.kmh(speedKmh)}</span>
      </Readout>
    </Bar>
  );
}
