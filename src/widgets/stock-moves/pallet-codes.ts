/** The <yp-pallet-codes> tag (编码管理), loaded lazily by the embed script through ../registry. */
import { defineWidget } from '../define-widget';
import { PalletCodes } from './codes/PalletCodes';

export default defineWidget('yp-pallet-codes', PalletCodes, { props: {} });
