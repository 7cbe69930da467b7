/** Texts of the shared list actions (BulkImportButton), Simplified Chinese. */
export const listActionLabels = {
  bulkImport: '批量导入',
} as const;
