/** The <yp-points-shop> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { pointsShopWidget } from './declaration';
import { PointsShopWidget } from './PointsShopWidget';

export default defineWidget(pointsShopWidget, PointsShopWidget);
