// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Field } from './Field';
import { FilterBar } from './FilterBar';
import { TextInput } from './TextInput';
import { cleanup, click, getButton, getOne, render } from './test-support/render';

afterEach(cleanup);

function renderBar() {
  const onSearch = vi.fn();
  const onReset = vi.fn();
  render(
    <FilterBar onSearch={onSearch} onReset={onReset}>
      <Field label="运单号" layout="horizontal">
        <TextInput defaultValue="YD2024030100012" />
      </Field>
    </FilterBar>,
  );
  return { onSearch, onReset };
}

describe('FilterBar', () => {
  it('searches on 查询 and on form submission (Enter in a field), without reloading the page', () => {
    const { onSearch, onReset } = renderBar();
    click(getButton('查询'));
    expect(onSearch).toHaveBeenCalledTimes(1);

    const form = getOne<HTMLFormElement>('form[role="search"]');
    let submitEvent: Event | undefined;
    form.addEventListener('submit', (event) => (submitEvent = event));
    act(() => form.requestSubmit());
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(submitEvent?.defaultPrevented).toBe(true);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('resets on 重置 without searching', () => {
    const { onSearch, onReset } = renderBar();
    click(getButton('重置'));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
