/** The verification module's public API. Other modules import this module only from here. */
export { verificationModule } from './routes';
