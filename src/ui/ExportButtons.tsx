import type { ExportFormat } from '../contract/stock';
import { Button } from './Button';

export interface ExportButtonsProps {
  /** The action's name, e.g. 导出; the buttons read "导出 CSV" and "导出 Excel". */
  label: string;
  onExport: (format: ExportFormat) => void;
}

const FORMATS: readonly { format: ExportFormat; name: string }[] = [
  { format: 'csv', name: 'CSV' },
  { format: 'xlsx', name: 'Excel' },
];

/** The two downloads every list offers (DESIGN §2: exports stream CSV or XLSX). */
export function ExportButtons({ label, onExport }: ExportButtonsProps) {
  return (
    <>
      {FORMATS.map(({ format, name }) => (
        <Button key={format} type="button" onClick={() => onExport(format)}>
          {`${label} ${name}`}
        </Button>
      ))}
    </>
  );
}
