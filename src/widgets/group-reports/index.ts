/** The <yp-group-reports> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { groupReportsWidget } from './declaration';
import { GroupReportsWidget } from './GroupReportsWidget';

export default defineWidget(groupReportsWidget, GroupReportsWidget);
