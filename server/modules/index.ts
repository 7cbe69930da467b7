import type { Migration } from 'kysely';
import { PLATFORM_MIGRATIONS } from '../db/migrations';
import type { DbOrTrx } from '../db/schema';
import type { ApiRouter } from '../http/route';
import { accountModule } from './account';
import { authModule } from './auth';
import { billsModule } from './bills';
import { commonModule } from './common';
import { companyModule } from './company';
import { companyAccountsModule } from './company-accounts';
import { certificationModule } from './certification';
import { contractsModule } from './contracts';
import { messagesModule } from './messages';
import { myAccountModule } from './my-account';
import { permissionModule } from './permission';
import { pointsModule } from './points';
import { pointsShopModule } from './points-shop';
import { referenceModule, stockModule } from './stock';
import { returnsModule } from './returns';
import { transportModule } from './transport';
import { verificationModule } from './verification';
import { customersModule } from './customers';
import { entrustModule } from './entrust';
import { reportsModule } from './reports';
import { geoModule } from './geo';
import { groupDataModule } from './group-data';
import { vehiclesModule } from './vehicles';
import { carrierOrdersModule } from './carrier-orders';
import { webhooksModule } from './webhooks';
import { stockAlertsModule } from './stock-alerts';
import { importsModule } from './imports';

/**
 * A business area: a tag (its OpenAPI group), the routes it declares, and what it brings to the
 * database — the migrations of its own tables and its part of the README's demo data.
 */
export interface ApiModule {
  tag: string;
  routes(api: ApiRouter): void;
  /**
   * Migrations of the module's own tables, each named 'NNNN-name' in the one platform-wide order (the
   * next free number after every name in server/db/migrations and the other modules; a test refuses two
   * modules taking one name). Never rename or edit one that has shipped.
   */
  migrations?: Readonly<Record<string, Migration>>;
  /**
   * Writes the module's demo data into a new database: runs inside the demo seed's transaction after the
   * demo companies, roles and accounts, in MODULES order, once per database (claim a seed marker).
   */
  seedDemo?(db: DbOrTrx, now: number): Promise<void>;
}

/** Every module of the server, registered in this order. Adding an area is one line here. */
export const MODULES: readonly ApiModule[] = [
  authModule,
  verificationModule,
  accountModule,
  permissionModule,
  commonModule,
  messagesModule,
  referenceModule,
  stockModule,
  // Before returns: its demo seed writes the stock (and the waybills it travels on) that returns book from.
  transportModule,
  returnsModule,
  companyModule,
  companyAccountsModule,
  geoModule,
  vehiclesModule,
  customersModule,
  // After transport: its demo history books the group's year on the companies, warehouses and tray types.
  groupDataModule,
  // Reads the ledger only (no demo data of its own).
  reportsModule,
  // After the modules that write the demo ledger and tray types: its prices follow the tray types.
  billsModule,
  // After bills: points use its periods and terms (乐橙's cut-off comes with the bills seed).
  pointsModule,
  // After points: its demo orders spend demo_center's individual points.
  pointsShopModule,
  certificationModule,
  // After certification: a contract prints the company's registered credit code.
  contractsModule,
  // After points and bills: my account reads their balances (its demo seed needs only the tray types).
  myAccountModule,
  // After the demo accounts (its carrier quotes as demo_carrier); before carrier-orders, which signs its orders.
  entrustModule,
  // After entrust: a carrier order is signed from a demand order (its seed signs entrust's demo ones).
  carrierOrdersModule,
  // Last: its demo endpoint is written after every other seed, so their demo documents record no deliveries.
  webhooksModule,
  // Reads stock through stock's index and sends through messages'; no demo data of its own.
  stockAlertsModule,
  // Writes through stock's, transport's and returns' creates; no demo data of its own.
  importsModule,
];

/** Every migration: the platform's shared history (server/db/migrations) and each module's own. */
export function allMigrations(modules: readonly ApiModule[] = MODULES): Record<string, Migration> {
  const all: Record<string, Migration> = { ...PLATFORM_MIGRATIONS };
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (name in all) throw new Error(`migration ${name} of module ${module.tag} is taken already`);
      all[name] = migration;
    }
  }
  return all;
}

/** The demo seeds of every module, in MODULES order. */
export const DEMO_SEEDS = MODULES.flatMap((module) => (module.seedDemo ? [module.seedDemo] : []));
