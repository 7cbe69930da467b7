import type { ExportFormat } from '../contract/stock';
import { uiLabels } from './labels';
import { MenuButton } from './MenuButton';

/** One download a list offers, in both formats: e.g. 导出 (the rows) or 导出库存明细 (their ledger). */
export interface ExportTarget {
  /** The menu reads "label CSV" and "label Excel". */
  label: string;
  onExport: (format: ExportFormat) => void;
}

export interface ExportButtonsProps {
  exports: readonly ExportTarget[];
}

const FORMATS: readonly { format: ExportFormat; name: string }[] = [
  { format: 'csv', name: 'CSV' },
  { format: 'xlsx', name: 'Excel' },
];

/**
 * The downloads of a list (DESIGN §2: exports stream CSV or XLSX) grouped in one 导出 ▾ menu, so a
 * toolbar shows one button however many exports the page has.
 */
export function ExportButtons({ exports }: ExportButtonsProps) {
  const items = exports.flatMap((target) =>
    FORMATS.map(({ format, name }) => ({
      key: `${target.label}-${format}`,
      label: `${target.label} ${name}`,
      onSelect: () => target.onExport(format),
    })),
  );
  if (items.length === 0) return null;
  return <MenuButton label={uiLabels.exportMenu.trigger} items={items} />;
}
