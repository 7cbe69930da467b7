/** The <yp-messages> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { messagesWidget } from './declaration';
import { MessagesWidget } from './MessagesWidget';

export default defineWidget(messagesWidget, MessagesWidget);
