// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportButtons } from './ExportButtons';
import { cleanup, click, getButton, render } from './test-support/render';

afterEach(cleanup);

describe('ExportButtons', () => {
  it('offers CSV and Excel and reports which one was chosen', () => {
    const onExport = vi.fn();
    render(<ExportButtons label="导出" onExport={onExport} />);
    click(getButton('导出 Excel'));
    click(getButton('导出 CSV'));
    expect(onExport.mock.calls).toEqual([['xlsx'], ['csv']]);
  });
});
