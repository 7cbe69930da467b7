/** The <yp-downstream-data> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { downstreamDataWidget } from './declaration';
import { DownstreamDataWidget } from './DownstreamDataWidget';

export default defineWidget(downstreamDataWidget, DownstreamDataWidget);
