/**
 * The messages module's public API: messages and notices (lists, unread counts and stream), and their demo
 * messages. Other modules import this module only from here.
 */
export { messagesModule } from './routes';
export { announceMessage, sendMessage, storeMessage, type NewMessage } from './send';
