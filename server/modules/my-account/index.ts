/**
 * The my-account module's public API (我的账户, issue 12 item 1: src/contract/my-account.ts): its routes.
 * Other modules import this module only from here.
 */
export { myAccountModule } from './routes';
