// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../core';
import { ConfirmProvider } from '../../ui';
import { cleanup, click, flush, getButton, render } from '../../ui/test-support/render';
import { queryClient } from './query-client';
import { useApiAction, type ApiAction } from './use-api-action';

afterEach(cleanup);

/** A write the test answers by hand: each call waits until the test settles it. */
function manualCall() {
  const calls: { name: string; answer: (ok: boolean) => void }[] = [];
  const call = (values: { name: string }) =>
    new Promise<string>((resolve, reject) => {
      calls.push({
        name: values.name,
        answer: (ok) =>
          ok
            ? resolve('saved')
            : reject(
                new ApiError({
                  code: 2003,
                  errcode: 2003,
                  message: '参数错误',
                  fields: [{ field: 'name', message: '已存在' }],
                }),
              ),
      });
    });
  return { calls, call };
}

/**
 * A form whose 保存 button calls run the way the dialogs do, with no guard of its own. Hands out the
 * action of the first render, the stale one an old handler holds.
 */
function renderSaveForm(call: (values: { name: string }) => Promise<string>) {
  let first: ApiAction<{ name: string }, string> | undefined;
  function SaveForm() {
    const form = useForm({ defaultValues: { name: 'A 仓' } });
    const save = useApiAction({ call, form });
    first ??= save;
    return (
      <button type="button" disabled={save.pending} onClick={() => void save.run(form.getValues())}>
        保存
      </button>
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <SaveForm />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  if (!first) throw new Error('the form did not render');
  return first;
}

describe('useApiAction: one call at a time', () => {
  it('sends one request for two calls in the same tick, and is pending at once', async () => {
    const { calls, call } = manualCall();
    const staleSave = renderSaveForm(call);
    const button = getButton('保存');
    act(() => {
      button.click();
      button.click();
    });
    await flush();
    expect(calls).toHaveLength(1);
    expect(button.disabled).toBe(true);
    // The handler of the first render does not see that render's pending (false) and calls anyway.
    await act(async () => {
      expect(await staleSave.run({ name: 'B 仓' })).toBeUndefined();
    });
    expect(calls).toHaveLength(1);

    calls[0]?.answer(true);
    await flush();
    expect(button.disabled).toBe(false);
  });

  it('runs a call made after the first settled, also after a 2003 answer, through an old handler', async () => {
    const { calls, call } = manualCall();
    const staleSave = renderSaveForm(call);
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = staleSave.run({ name: 'A 仓' });
    });
    await flush();
    calls[0]?.answer(false);
    await act(async () => {
      expect(await first).toBeUndefined();
    });

    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      second = staleSave.run({ name: 'B 仓' });
    });
    await flush();
    expect(calls.map(({ name }) => name)).toEqual(['A 仓', 'B 仓']);
    calls[1]?.answer(true);
    await act(async () => {
      expect(await second).toBe('saved');
    });

    click(getButton('保存'));
    await flush();
    expect(calls).toHaveLength(3);
  });
});
