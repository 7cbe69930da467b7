/**
 * The verification module's public API: picture and SMS verification codes. Other modules import this
 * module only from here.
 */
export { verificationModule } from './routes';
