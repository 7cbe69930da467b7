// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { Tabs } from './Tabs';
import { cleanup, getOne, press, render } from './test-support/render';

afterEach(cleanup);

type Key = 'factory' | 'customer' | 'transport' | 'self';

function ReturnTabs() {
  const [active, setActive] = useState<Key>('factory');
  return (
    <Tabs
      aria-label="归还记录"
      active={active}
      onChange={setActive}
      items={[
        { key: 'factory', label: '工厂归还' },
        { key: 'customer', label: '客户归还' },
        { key: 'transport', label: '运输记录', disabled: true },
        { key: 'self', label: '自行归还' },
      ]}
    >
      {`面板：${active}`}
    </Tabs>
  );
}

const selected = () => getOne('[role="tab"][aria-selected="true"]');

describe('Tabs', () => {
  it('moves with arrow keys, skipping disabled tabs and wrapping around', () => {
    render(<ReturnTabs />);
    const tablist = getOne('[role="tablist"]');
    expect(selected().textContent).toBe('工厂归还');
    press(selected(), 'ArrowRight');
    expect(selected().textContent).toBe('客户归还');
    expect(document.activeElement).toBe(selected());
    press(selected(), 'ArrowRight');
    expect(selected().textContent).toBe('自行归还');
    press(selected(), 'ArrowRight');
    expect(selected().textContent).toBe('工厂归还');
    press(selected(), 'ArrowLeft');
    expect(selected().textContent).toBe('自行归还');
    press(selected(), 'Home');
    expect(selected().textContent).toBe('工厂归还');
    expect(tablist.getAttribute('aria-label')).toBe('归还记录');
  });

  it('keeps only the active tab in the Tab order and labels the panel with it', () => {
    render(<ReturnTabs />);
    const tabIndexes = [...document.querySelectorAll('[role="tab"]')].map((tab) =>
      tab.getAttribute('tabindex'),
    );
    expect(tabIndexes).toEqual(['0', '-1', '-1', '-1']);
    const panel = getOne('[role="tabpanel"]');
    expect(panel.getAttribute('aria-labelledby')).toBe(selected().id);
    expect(panel.textContent).toBe('面板：factory');
  });
});
