// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { ConfirmProvider, useConfirm, type Confirm } from './ConfirmProvider';
import { cleanup, click, flush, getButton, getOne, press, render } from './test-support/render';

afterEach(cleanup);

/** Renders a provider and hands out the confirm function a page component would get. */
function renderConfirm(): Confirm {
  let captured: Confirm | undefined;
  function Page() {
    captured = useConfirm();
    return null;
  }
  render(
    <ConfirmProvider>
      <Page />
    </ConfirmProvider>,
  );
  if (!captured) throw new Error('useConfirm gave nothing');
  return captured;
}

async function ask(confirm: Confirm, request: Parameters<Confirm>[0]) {
  let answer: boolean | undefined;
  let settled: Promise<unknown> = Promise.resolve();
  act(() => {
    settled = confirm(request).then((value) => (answer = value));
  });
  // The dialog's code loads with the first question.
  while (!document.querySelector('[role="alertdialog"]')) await flush();
  return { settled, answer: () => answer };
}

describe('useConfirm', () => {
  it('shows 提示, the message and 取消/确定, and resolves true on confirm', async () => {
    const confirm = renderConfirm();
    const question = await ask(confirm, { message: '确认删除该运单？' });
    const dialog = getOne('[role="alertdialog"]');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('提示');
    expect(dialog.textContent).toContain('确认删除该运单？');
    expect(question.answer()).toBeUndefined();

    click(getButton('确定', dialog));
    await question.settled;
    expect(question.answer()).toBe(true);
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('resolves false on 取消 and uses the caller’s confirm label', async () => {
    const confirm = renderConfirm();
    const question = await ask(confirm, { message: '确认签收？', confirmLabel: '签收' });
    const dialog = getOne('[role="alertdialog"]');
    expect(getButton('签收', dialog)).toBeTruthy();
    click(getButton('取消', dialog));
    await question.settled;
    expect(question.answer()).toBe(false);
  });

  it('resolves false on Escape', async () => {
    const confirm = renderConfirm();
    const question = await ask(confirm, { message: '确认调拨？' });
    press(getOne('[role="alertdialog"]'), 'Escape');
    await question.settled;
    expect(question.answer()).toBe(false);
  });

  it('asks questions raised together one after another', async () => {
    const confirm = renderConfirm();
    const first = await ask(confirm, { message: '第一个问题' });
    const second = await ask(confirm, { message: '第二个问题' });
    expect(getOne('[role="alertdialog"]').textContent).toContain('第一个问题');
    click(getButton('确定'));
    await first.settled;
    await flush();
    expect(getOne('[role="alertdialog"]').textContent).toContain('第二个问题');
    click(getButton('取消'));
    await second.settled;
    expect([first.answer(), second.answer()]).toEqual([true, false]);
  });

  it('tells the developer when the provider is missing', () => {
    function Orphan() {
      useConfirm();
      return null;
    }
    // React reports the thrown error on the console as well; the assertion is what matters.
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow(/ConfirmProvider/);
    } finally {
      console.error = original;
    }
  });
});
