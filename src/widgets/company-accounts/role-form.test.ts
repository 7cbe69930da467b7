import { describe, expect, it } from 'vitest';
import { roleLabels } from './labels';
import { EMPTY_ROLE, toggleCodes, toInput, validateRole } from './role-form';

describe('the role form', () => {
  it('wants a name of at most 30 characters', () => {
    expect(validateRole(EMPTY_ROLE)).toEqual({ name: roleLabels.errors.required });
    expect(validateRole({ name: '长'.repeat(31), codes: [] })).toEqual({
      name: roleLabels.errors.tooLong(30),
    });
    expect(validateRole({ name: '仓库文员', codes: [] })).toEqual({});
  });

  it("ticks and unticks a page's codes, keeping the others", () => {
    expect(toggleCodes(['a', 'x'], ['a', 'b'], true)).toEqual(['x', 'a', 'b']);
    expect(toggleCodes(['a', 'b', 'x'], ['a', 'b'], false)).toEqual(['x']);
  });

  it('sends the codes sorted and the id only on an edit', () => {
    expect(toInput({ name: ' 文员 ', codes: ['b', 'a'] })).toEqual({ name: '文员', codes: ['a', 'b'] });
    expect(toInput({ name: '文员', codes: [] }, 'r1')).toEqual({ id: 'r1', name: '文员', codes: [] });
  });
});
