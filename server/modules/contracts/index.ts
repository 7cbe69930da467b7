/**
 * The contracts module's public API: online contract signing (在线签约; the model is the header of
 * src/contract/contracts.ts). Other modules import this module only from here.
 */
export { contractsModule } from './routes';
// For verificationCode/getSignVerificationCode: no signing code while the account's signing is locked.
export { requireSigningUnlocked } from './sign-lock';
// The platform's acts (no portal call): drawing a contract for a company, withdrawing one.
export { createContract, withdrawContract, type NewContract } from './lifecycle';
