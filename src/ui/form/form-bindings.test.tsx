// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../core';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { cleanup, render } from '../test-support/render';
import { FormField } from './FormField';
import { markServerFieldErrors } from './server-field-errors';
import { rulesResolver } from './validate-resolver';

afterEach(cleanup);

interface Values {
  name: string;
  warehouse: string;
  items: { quantity: string }[];
}

const refusal = (fields: { field: string; message: string }[]) =>
  new ApiError({ code: 2003, errcode: 2003, message: fields[0]!.message, fields });

function mountForm() {
  let form!: UseFormReturn<Values>;
  function Probe() {
    form = useForm<Values>({
      defaultValues: { name: '', warehouse: '', items: [{ quantity: '' }] },
      resolver: rulesResolver((values) => ({ name: values.name ? undefined : '必填' })),
    });
    return (
      <form>
        <FormField control={form.control} name="name" label="名称">
          {(field) => <TextInput {...field} />}
        </FormField>
        <FormField control={form.control} name="warehouse" label="仓库">
          {(field) => (
            <Select
              options={[{ value: 'w1', label: '上海仓' }]}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        </FormField>
        <FormField control={form.control} name="items.0.quantity" label="数量">
          {(field) => <TextInput {...field} />}
        </FormField>
      </form>
    );
  }
  const { container } = render(<Probe />);
  return { form: () => form, container };
}

const controlOf = (container: HTMLElement, label: string) => {
  const id = [...container.querySelectorAll('label')].find((node) => node.textContent === label)?.htmlFor;
  return container.querySelector<HTMLElement>(`[id="${id}"]`)!;
};
const errorOf = (container: HTMLElement, label: string) =>
  controlOf(container, label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => container.querySelector(`[id="${id}"][role="alert"]`)?.textContent)
    .find(Boolean);

describe('markServerFieldErrors', () => {
  it('marks each field a 2003 answer names, renamed where asked, and focuses the first', async () => {
    const { form, container } = mountForm();
    let marked = false;
    await act(async () => {
      marked = markServerFieldErrors(
        refusal([
          { field: 'warehouseId', message: '仓库已停用' },
          { field: 'items[0].quantity', message: '数量超过库存' },
          { field: 'unknownField', message: '不在表单上' },
        ]),
        form(),
        { warehouseId: 'warehouse' },
      );
    });
    expect(marked).toBe(true);
    expect(errorOf(container, '仓库')).toBe('仓库已停用');
    expect(errorOf(container, '数量')).toBe('数量超过库存');
    expect(controlOf(container, '数量').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(container, '名称')).toBeUndefined();
    // Select forwards no ref: FormField focuses the control inside the field.
    expect(container.ownerDocument.activeElement).toBe(controlOf(container, '仓库'));
  });

  it('marks nothing for other failures', () => {
    const { form } = mountForm();
    expect(markServerFieldErrors(new ApiError({ code: -1, errcode: -1, message: '业务失败' }), form())).toBe(
      false,
    );
    expect(markServerFieldErrors(new Error('boom'), form())).toBe(false);
  });
});

describe('rulesResolver', () => {
  it('turns the rules function into field errors on submit', async () => {
    const { form, container } = mountForm();
    await act(async () => {
      await form().handleSubmit(() => undefined)();
    });
    expect(errorOf(container, '名称')).toBe('必填');
    expect(container.ownerDocument.activeElement).toBe(controlOf(container, '名称'));
  });
});
