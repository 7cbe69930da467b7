/** User-facing text of the reports module (src/contract/reports.ts holds the period rules' messages). */
export const REPORT_LABELS = {
  memberNotAllowed: '仅集团账号可按成员企业筛选',
  provinceRequired: '按城市查看时请选择省份',
} as const;
