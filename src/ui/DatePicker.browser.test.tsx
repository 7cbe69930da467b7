import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { assertEqual, waitFor } from './test-support/assert';
import { afterEach, describe, it } from './test-support/browser-test';
import { ExportButtons } from './ExportButtons';
import { DatePicker } from './DatePicker';
import { PortalRootProvider } from './PortalRoot';

let root: Root | null = null;

/** Renders `ui` inside an open shadow root that is also the portal root, as a widget does. */
function mount(ui: (shadow: ShadowRoot) => React.ReactNode): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  root = createRoot(container);
  root.render(<PortalRootProvider root={shadow}>{ui(shadow)}</PortalRootProvider>);
  return shadow;
}

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

function press(key: string, shiftKey = false) {
  const target = (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement)!;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true }));
}

const focusedIn = (shadow: ShadowRoot) => shadow.activeElement as HTMLElement | null;

function Picker({ onChange }: { onChange: (date: string | null) => void }) {
  const [date, setDate] = useState<string | null>('2026-11-24');
  return (
    <DatePicker
      aria-label="签收日期"
      value={date}
      onChange={(next) => {
        onChange(next);
        setDate(next);
      }}
    />
  );
}

describe('DatePicker in a shadow root', () => {
  it('opens its calendar inside the shadow root and is driven by the keyboard', async () => {
    const picked: (string | null)[] = [];
    const shadow = mount(() => <Picker onChange={(date) => picked.push(date)} />);
    const trigger = await waitFor(
      () => shadow.querySelector<HTMLButtonElement>('button[aria-label="选择日期（签收日期）"]'),
      'the calendar button',
    );
    trigger.click();
    await waitFor(() => focusedIn(shadow)?.getAttribute('aria-label') === '2026年11月24日 星期二', 'the day');
    assertEqual(shadow.querySelector('[role="grid"]') !== null, true, 'the grid is in the shadow root');
    press('ArrowRight');
    press('ArrowDown');
    await waitFor(() => focusedIn(shadow)?.textContent === '2', 'a day and a week on: 2 December');
    press('PageUp');
    await waitFor(
      () => focusedIn(shadow)?.getAttribute('aria-label')?.startsWith('2026年11月2日'),
      'a month back',
    );
    press('End');
    await waitFor(() => focusedIn(shadow)?.getAttribute('aria-label')?.startsWith('2026年11月8日'), 'Sunday');
    press('Home');
    await waitFor(() => focusedIn(shadow)?.getAttribute('aria-label')?.startsWith('2026年11月2日'), 'Monday');
    // Each day is a native button, so Enter and Space pick it; a synthetic key press would not, so click.
    focusedIn(shadow)!.click();
    await waitFor(() => picked.at(-1) === '2026-11-02', 'the day picked');
    assertEqual(shadow.querySelector<HTMLInputElement>('input')!.value, '2026-11-02', 'shown as typed');

    trigger.click();
    await waitFor(() => shadow.querySelector('[role="grid"]'), 'the calendar again');
    press('Escape');
    await waitFor(() => shadow.querySelector('[role="grid"]') === null, 'closed');
    await waitFor(() => focusedIn(shadow) === trigger, 'focus back on the calendar button');
  });
});

describe('ExportButtons menu', () => {
  it('moves through its items with the arrows and closes on Escape with focus on 导出', async () => {
    const chosen: string[] = [];
    const shadow = mount(() => (
      <ExportButtons
        exports={[
          { label: '导出', onExport: (format) => chosen.push(`rows ${format}`) },
          { label: '导出库存明细', onExport: (format) => chosen.push(`ledger ${format}`) },
        ]}
      />
    ));
    const trigger = await waitFor(() => shadow.querySelector<HTMLButtonElement>('button'), '导出');
    trigger.focus();
    trigger.click();
    await waitFor(() => focusedIn(shadow)?.textContent === '导出 CSV', 'the first item focused');
    press('ArrowDown');
    press('ArrowDown');
    await waitFor(() => focusedIn(shadow)?.textContent === '导出库存明细 CSV', 'two items down');
    press('ArrowUp');
    await waitFor(() => focusedIn(shadow)?.textContent === '导出 Excel', 'one back');
    focusedIn(shadow)!.click();
    assertEqual(chosen.join(), 'rows xlsx', 'the chosen export');
    await waitFor(() => shadow.querySelector('[role="menu"]') === null, 'closed after choosing');

    trigger.click();
    await waitFor(() => shadow.querySelector('[role="menu"]'), 'open again');
    press('Escape');
    await waitFor(() => shadow.querySelector('[role="menu"]') === null, 'closed on Escape');
    await waitFor(() => focusedIn(shadow) === trigger, 'focus back on 导出');
  });
});
