// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from './Field';
import { Select, type SelectOption } from './Select';
import { cleanup, click, getOne, press, render } from './test-support/render';

afterEach(cleanup);

const trayTypes: SelectOption<string>[] = [
  { value: '1210', label: '1210 川字塑料托盘' },
  { value: '1311', label: '1311 田字网格托盘', disabled: true },
  { value: '1208', label: '1208 九脚注塑托盘' },
];

const trigger = () => getOne('[role="combobox"]');
const activeOptionText = () => {
  const id = trigger().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('Select', () => {
  it('opens with ArrowDown, skips disabled options and picks with Enter', () => {
    const onChange = vi.fn();
    render(<Select aria-label="托盘类型" options={trayTypes} value={null} onChange={onChange} />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');

    press(trigger(), 'ArrowDown');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(getOne('[role="listbox"]').getAttribute('aria-label')).toBe('托盘类型');
    expect(activeOptionText()).toBe('1210 川字塑料托盘');

    press(trigger(), 'ArrowDown');
    expect(activeOptionText()).toBe('1208 九脚注塑托盘');
    press(trigger(), 'ArrowDown');
    expect(activeOptionText()).toBe('1208 九脚注塑托盘');

    press(trigger(), 'Enter');
    expect(onChange).toHaveBeenCalledWith('1208');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });

  it('starts at the selected option, and Escape closes without changing', () => {
    const onChange = vi.fn();
    render(<Select aria-label="托盘类型" options={trayTypes} value="1208" onChange={onChange} />);
    expect(trigger().textContent).toBe('1208 九脚注塑托盘');
    press(trigger(), 'Enter');
    expect(activeOptionText()).toBe('1208 九脚注塑托盘');
    expect(getOne('[aria-selected="true"]').textContent).toBe('1208 九脚注塑托盘');
    press(trigger(), 'Home');
    expect(activeOptionText()).toBe('1210 川字塑料托盘');
    press(trigger(), 'Escape');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks an option with the mouse, but not a disabled one', () => {
    const onChange = vi.fn();
    render(<Select aria-label="托盘类型" options={trayTypes} value={null} onChange={onChange} />);
    click(trigger());
    const options = document.querySelectorAll('[role="option"]');
    click(options[1] as Element);
    expect(onChange).not.toHaveBeenCalled();
    click(options[2] as Element);
    expect(onChange).toHaveBeenCalledWith('1208');
  });

  it('is named and described by its Field', () => {
    render(
      <Field label="托盘类型" required error="请选择托盘类型">
        <Select options={trayTypes} value={null} onChange={() => {}} />
      </Field>,
    );
    const label = getOne('label');
    expect(label.getAttribute('for')).toBe(trigger().id);
    expect(trigger().getAttribute('aria-invalid')).toBe('true');
    expect(trigger().getAttribute('aria-required')).toBe('true');
    const describedBy = trigger().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('请选择托盘类型');
    press(trigger(), 'ArrowDown');
    expect(getOne('[role="listbox"]').getAttribute('aria-labelledby')).toBe(label.id);
  });
});
