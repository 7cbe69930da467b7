/**
 * The auth module's public API: login, company switch, logout and password reset. Other modules import
 * this module only from here.
 */
export { authModule } from './routes';
// Binding a mobile proven by an SMS code, for my account's change of mobile (issue 12).
export { bindMobile } from './account-status';
