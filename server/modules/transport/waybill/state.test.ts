import { describe, expect, it } from 'vitest';
import type { WaybillStatus } from '../../../../src/contract/transport';
import { waybillStates } from './state';

const STATES = Object.keys(waybillStates.transitions) as WaybillStatus[];

describe('waybill state machine', () => {
  it('allows exactly depart, arrive, confirm, and delete while waiting to leave', () => {
    const allowed = STATES.flatMap((from) =>
      STATES.filter((to) => waybillStates.canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'created→inTransit',
      'created→deleted',
      'inTransit→arrived',
      'arrived→confirmed',
    ]);
  });
  it('never goes back, never skips a step, never deletes a waybill that left', () => {
    expect(waybillStates.canTransition('inTransit', 'created')).toBe(false);
    expect(waybillStates.canTransition('created', 'arrived')).toBe(false);
    expect(waybillStates.canTransition('inTransit', 'confirmed')).toBe(false);
    for (const from of ['inTransit', 'arrived', 'confirmed', 'deleted'] as const)
      expect(waybillStates.canTransition(from, 'deleted')).toBe(false);
  });
  it('ends in confirmed or deleted', () => {
    expect(waybillStates.transitions.confirmed).toEqual([]);
    expect(waybillStates.transitions.deleted).toEqual([]);
  });
});
