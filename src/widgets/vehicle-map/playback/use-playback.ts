import { useEffect, useState } from 'react';
import type { TimedPoint } from './track-time';

/** Track time played per real second at 1×: ten minutes (a day's drive in about two and a half minutes). */
export const TRACK_MS_PER_SECOND = 10 * 60_000;
export const SPEEDS = [1, 4, 16] as const;
export type PlaybackSpeed = (typeof SPEEDS)[number];

interface Clock {
  /** The track the clock belongs to: another track starts again at its last position, paused. */
  track: string;
  at: number;
  playing: boolean;
}

/**
 * The playback clock of a track: the instant shown (starts at the last position), playing or paused, and
 * the speed. Playing from the end starts again from the beginning; reaching the end pauses.
 */
export function usePlayback(points: readonly TimedPoint[]) {
  const start = points[0]?.at ?? 0;
  const end = points.at(-1)?.at ?? 0;
  const track = `${start}-${end}-${points.length}`;
  const [stored, setStored] = useState<Clock>({ track, at: end, playing: false });
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const clock = stored.track === track ? stored : { track, at: end, playing: false };
  const { at, playing } = clock;

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const elapsed = now - last;
      last = now;
      setStored((previous) => {
        const next = previous.at + (elapsed / 1000) * TRACK_MS_PER_SECOND * speed;
        return next >= end ? { track, at: end, playing: false } : { track, at: next, playing: true };
      });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, end, track]);

  return {
    at,
    start,
    end,
    playing,
    speed,
    setSpeed,
    seek: (instant: number) => setStored({ track, at: Math.min(Math.max(instant, start), end), playing }),
    toggle: () => setStored({ track, at: !playing && at >= end ? start : at, playing: !playing }),
  };
}
export type Playback = ReturnType<typeof usePlayback>;
