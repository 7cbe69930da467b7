/** The <yp-contract-signing> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { ContractsWidget } from './ContractsWidget';
import { contractsWidget } from './declaration';

export default defineWidget(contractsWidget, ContractsWidget);
