/** The <yp-pallet-codes> tag's code (编码管理), loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { palletCodesWidget } from './declaration';
import { PalletCodes } from './codes/PalletCodes';

export default defineWidget(palletCodesWidget, PalletCodes);
