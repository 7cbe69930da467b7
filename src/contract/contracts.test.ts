import { describe, expect, it } from 'vitest';
import {
  canTransition,
  CONTRACT_STATES,
  CONTRACT_TRANSITIONS,
  effectiveState,
  protocolNameOf,
} from './contracts';

describe('protocol name by version (SPEC §9)', () => {
  it('names the shared-tray agreement for 1.0, 2.0 and 2.1 and the recycle one otherwise', () => {
    expect(['1.0', '2.0', '2.1'].map(protocolNameOf)).toEqual(Array(3).fill('共享托盘使用协议'));
    expect(protocolNameOf('3.0')).toBe('回收托盘运营服务协议');
    expect(protocolNameOf('2.10')).toBe('回收托盘运营服务协议');
    expect(protocolNameOf('')).toBe('回收托盘运营服务协议');
  });
});

describe('contract state machine', () => {
  it('moves a pending contract to signed, expired or withdrawn, and nothing else anywhere', () => {
    const allowed = CONTRACT_STATES.flatMap((from) =>
      CONTRACT_STATES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→signed', 'pending→expired', 'pending→withdrawn']);
    expect(Object.keys(CONTRACT_TRANSITIONS)).toEqual([...CONTRACT_STATES]);
  });

  it('reads a pending contract past its deadline as expired, and leaves the final states alone', () => {
    const deadline = '2026-11-24T16:00:00.000Z';
    const at = Date.parse(deadline);
    expect(effectiveState('pending', deadline, at - 1)).toBe('pending');
    expect(effectiveState('pending', deadline, at)).toBe('expired');
    expect(effectiveState('signed', deadline, at + 1)).toBe('signed');
    expect(effectiveState('withdrawn', deadline, at + 1)).toBe('withdrawn');
  });
});
