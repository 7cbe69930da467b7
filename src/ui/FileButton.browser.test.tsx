import { createRoot, type Root } from 'react-dom/client';
import { assert, assertDeepEqual, assertEqual, waitFor } from './test-support/assert';
import { afterEach, describe, it } from './test-support/browser-test';
import { FileButton, type FileButtonProps } from './FileButton';

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

async function mount(props: Partial<FileButtonProps> & Pick<FileButtonProps, 'onChoose'>) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <FileButton label="合同文件" accept="application/pdf,.pdf" {...props}>
      选择文件
    </FileButton>,
  );
  const button = await waitFor(() => container.querySelector('button'), 'the button');
  const input = container.querySelector<HTMLInputElement>('input[type="file"][aria-label="合同文件"]');
  assert(input, 'the file input named by the label');
  return { button, input };
}

/** Chooses files the way the browser's picker does: sets the input's files and fires change. */
function choose(input: HTMLInputElement, names: string[]) {
  const files = new DataTransfer();
  for (const name of names) files.items.add(new File(['%PDF-1.7'], name, { type: 'application/pdf' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('FileButton', () => {
  it('opens the picker from a focusable button and offers only the accepted types', async () => {
    const { button, input } = await mount({ onChoose: () => undefined });
    assertEqual(button.textContent, '选择文件', 'the button text');
    assertEqual(input.accept, 'application/pdf,.pdf', 'accept');
    assertEqual(input.multiple, false, 'one file by default');
    button.focus();
    assertEqual(document.activeElement, button, 'the button takes the focus');
    let opened = 0;
    input.addEventListener('click', (event) => {
      opened += 1;
      event.preventDefault();
    });
    button.click();
    assertEqual(opened, 1, 'the picker opened');
  });

  it('hands over the chosen files and takes the same file again', async () => {
    const chosen: string[][] = [];
    const { input } = await mount({
      multiple: true,
      onChoose: (files) => chosen.push(files.map((f) => f.name)),
    });
    assertEqual(input.multiple, true, 'multiple');
    choose(input, ['a.pdf', 'b.pdf']);
    assertEqual(input.value, '', 'the input is emptied for the next choice');
    choose(input, ['a.pdf']);
    assertDeepEqual(chosen, [['a.pdf', 'b.pdf'], ['a.pdf']], 'the choices');
  });

  it('does not open the picker while busy', async () => {
    const { button, input } = await mount({ loading: true, onChoose: () => undefined });
    let opened = 0;
    input.addEventListener('click', (event) => {
      opened += 1;
      event.preventDefault();
    });
    button.click();
    assertEqual(button.getAttribute('aria-busy'), 'true', 'the button says it is busy');
    assertEqual(opened, 0, 'no picker while busy');
  });
});
