import type { ApiModule } from '../index';
import { bills } from './migrations/0013-bills';
import { seedDemoBills } from './seed';

/** SPEC §7 clientCustomerBill/* and settlementManagement/*: bills computed from the pallet ledger. */
export const billsModule: ApiModule = {
  tag: 'clientCustomerBill',
  migrations: { '0013-bills': bills },
  seedDemo: seedDemoBills,
  routes() {},
};
