/** The <yp-sale-customers> tag (loaded lazily by the embed script through ../registry). */
import { defineWidget } from '../define-widget';
import { SaleCustomersWidget } from './SaleCustomersWidget';

export default defineWidget('yp-sale-customers', SaleCustomersWidget, {
  props: { view: 'string', clientCompanyId: 'string' },
  events: ['yp-navigate'],
});
