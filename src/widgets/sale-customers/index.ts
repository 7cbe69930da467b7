/** The <yp-sale-customers> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { saleCustomersWidget } from './declaration';
import { SaleCustomersWidget } from './SaleCustomersWidget';

export default defineWidget(saleCustomersWidget, SaleCustomersWidget);
