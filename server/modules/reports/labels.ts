/** User-facing text of the reports module (src/contract/reports.ts holds the period rules' messages). */
export const REPORT_LABELS = {
  provinceRequired: '按城市查看时请选择省份',
} as const;
