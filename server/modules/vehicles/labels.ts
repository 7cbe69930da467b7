import { localized } from '../../../src/contract/localized';

/** Messages of the vehicle positioning calls, in Chinese and English. */
export const VEHICLE_LABELS = localized(
  {
    waybillNotFound: '运单不存在',
    recordedAtInvalid: '定位时间格式不正确',
    waybillNo: '运单号',
    keyword: '运单号、车牌号或司机',
  },
  {
    waybillNotFound: 'No such waybill',
    recordedAtInvalid: 'The position time has a wrong format',
    waybillNo: 'Waybill no.',
    keyword: 'Waybill no., plate number or driver',
  },
);
