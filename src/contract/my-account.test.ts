import { describe, expect, it } from 'vitest';
import { MEMBER_LEVELS, levelOf } from './my-account';

describe('member levels (MEMBER LEVEL)', () => {
  it('rise with the thresholds, lowest first', () => {
    const thresholds = MEMBER_LEVELS.map((level) => level.minPoints);
    expect(thresholds[0]).toBe(0);
    expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
  });

  it('give the highest level whose threshold the points reach, and the next', () => {
    expect(levelOf(0)).toMatchObject({ current: { level: 'regular' }, next: { level: 'silver' } });
    expect(levelOf(99)).toMatchObject({ current: { level: 'regular' }, next: { level: 'silver' } });
    expect(levelOf(100)).toMatchObject({ current: { level: 'silver' }, next: { level: 'gold' } });
    expect(levelOf(300)).toMatchObject({ current: { level: 'gold' }, next: { level: 'diamond' } });
    expect(levelOf(1000)).toMatchObject({ current: { level: 'diamond' }, next: null });
    expect(levelOf(50_000).current.level).toBe('diamond');
  });
});
