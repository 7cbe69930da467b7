/** The messages module's public API. Other modules import this module only from here. */
export { messagesModule } from './routes';
export { seedDemoMessages } from './seed';
