import { localized } from '../../../src/contract/localized';

/** User-facing text of the reports module (src/contract/reports.ts holds the period rules' messages). */
export const REPORT_LABELS = localized(
  { provinceRequired: '按城市查看时请选择省份' },
  { provinceRequired: 'Please choose a province to view by city' },
);
