/**
 * The certification module's public API: the enterprise membership certification (企业会员认证,
 * customerCompany/ calls of issue 12 item 3). Other modules import this module only from here.
 */
export { certificationModule } from './routes';
// For my account's company profile.
export { registeredCreditCode } from './certifications';
