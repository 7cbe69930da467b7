import { localized } from '../contract/localized';

/** Texts of the shared list actions (BulkImportButton), in Chinese and English. */
export const listActionLabels = localized({ bulkImport: '批量导入' }, { bulkImport: 'Bulk import' });
