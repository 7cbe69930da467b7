import type { ImportKind } from '../../../../src/contract/imports';
import { doorPickupImport } from './door-pickup';
import type { ImportKindDefinition } from './kind';
import { transferImport } from './transfer';
import { waybillImport } from './waybill';

/** Every kind a file may import. */
export const IMPORT_KIND_DEFINITIONS: Readonly<Record<ImportKind, ImportKindDefinition>> = {
  transfer: transferImport,
  waybill: waybillImport,
  return: doorPickupImport,
};
