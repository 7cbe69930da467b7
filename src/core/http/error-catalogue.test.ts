import { describe, expect, it } from 'vitest';
import { clearsLoginClass, handlingClassOf, mapReturnStatus, toastDurationOf } from './error-catalogue';

describe('handlingClassOf (DESIGN §2 table)', () => {
  it.each([
    [0, 1],
    [-1, -2],
    [2003, -2],
    [4001, -1],
    [4003, -1],
    [4004, -1],
    [4002, -3],
    [4005, -3],
    [4006, -3],
    [4007, -3],
    [4030, -2],
    [5000, 0],
    [70003, -2],
    [99999, 0],
    [4008, 0],
  ])('errcode %i → class %i', (errcode, handlingClass) => {
    expect(handlingClassOf(errcode)).toBe(handlingClass);
  });

  it('only classes -1 and -3 end the login', () => {
    expect([-1, 0, 1, -2, -3].filter((c) => clearsLoginClass(c as never))).toEqual([-1, -3]);
  });

  it('70003 toasts for 10 s, everything else for 2 s', () => {
    expect(toastDurationOf(70003)).toBe(10_000);
    expect(toastDurationOf(-1)).toBe(2_000);
    expect(toastDurationOf(5000)).toBe(2_000);
  });
});

describe('mapReturnStatus (SPEC §8 helper layer)', () => {
  it.each([
    [4001, 'not-logged-in', true],
    [4002, 'kicked', true],
    [4003, 'not-logged-in', true],
    [4004, 'not-logged-in', true],
    [4005, 'not-logged-in', true],
    [4006, 'not-logged-in', true],
    [4007, 'not-logged-in', true],
    [70003, 'passed-through', false],
    [-1, 'business-failure', false],
    [0, 'success', false],
    [4008, 'unknown', false],
    [4000, 'unknown', false],
    [5000, 'unknown', false],
  ])('%i → %s (clears login: %s)', (code, outcome, clearsLogin) => {
    expect(mapReturnStatus(code)).toEqual({ outcome, clearsLogin });
  });
});
