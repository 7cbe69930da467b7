/** The <yp-bulk-import> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { BulkImportWidget } from './BulkImportWidget';
import { bulkImportWidget } from './declaration';

export default defineWidget(bulkImportWidget, BulkImportWidget);
