/** Chinese messages of the vehicle positioning calls. */
export const VEHICLE_LABELS = {
  waybillNotFound: '运单不存在',
  recordedAtInvalid: '定位时间格式不正确',
  waybillNo: '运单号',
  keyword: '运单号、车牌号或司机',
} as const;
