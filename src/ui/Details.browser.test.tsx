import { createRoot, type Root } from 'react-dom/client';
import { assertEqual, waitFor } from './test-support/assert';
import { afterEach, describe, it } from './test-support/browser-test';
import { Details } from './Details';

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

/** The colon drawn after the first label, in a page part of language `lang` (a widget's container). */
async function colonAfterLabel(lang: string): Promise<string> {
  const container = document.createElement('div');
  container.lang = lang;
  document.body.append(container);
  root = createRoot(container);
  root.render(<Details items={[['状态', '已签收']]} />);
  const term = await waitFor(() => container.querySelector('dt'), 'the label');
  return getComputedStyle(term, '::after').content;
}

describe('Details', () => {
  it('puts the language’s colon after each label: full-width in Chinese, “:” in English', async () => {
    assertEqual(await colonAfterLabel('zh-CN'), '"："', 'Chinese');
    root?.unmount();
    document.body.replaceChildren();
    assertEqual(await colonAfterLabel('en-US'), '":"', 'English');
  });
});
