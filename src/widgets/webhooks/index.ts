/** The <yp-webhooks> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { webhooksWidget } from './declaration';
import { WebhooksWidget } from './WebhooksWidget';

export default defineWidget(webhooksWidget, WebhooksWidget);
