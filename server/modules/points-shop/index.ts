/**
 * The points shop's public API (积分商城: the model is the header of src/contract/points-shop.ts): its
 * routes. Other modules import this module only from here.
 */
export { pointsShopModule } from './routes';
