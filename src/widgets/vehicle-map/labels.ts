import { localized } from '../../contract/localized';

/** Every text, in Chinese and English, of <yp-vehicle-map> (GLOSSARY.md: 车辆定位, 运单, 车牌号, 司机). */
export const vehicleMapLabels = localized(
  {
    title: '车辆定位',
    listTitle: '车辆列表',
    keywordPlaceholder: '运单号、车牌号或司机',
    search: '查询',
    empty: '暂无在途或已到达的车辆',
    noPosition: '暂无定位',
    loadingMap: '地图加载中…',
    mapTitle: '中国地图：车辆位置与轨迹',
    mapDescription: (plate: string | null) =>
      plate ? `显示车辆 ${plate} 的行驶轨迹与当前位置。` : '显示各省份轮廓；在左侧选择车辆查看轨迹。',
    status: { created: '待出库', inTransit: '运输中', arrived: '已到达', confirmed: '已确认到货' } as Record<
      string,
      string
    >,
    provider: { trans: '平台运力', yuhong: '裕鸿' } as Record<string, string>,
    waybillNo: '运单号',
    driver: '司机',
    route: '线路',
    lastReport: '最后定位',
    trackEmpty: '该运单暂无轨迹点',
    trackTitle: (plate: string, no: string) => `${plate} · 运单 ${no}`,
    play: '播放',
    pause: '暂停',
    speedGroup: '回放速度',
    speed: (times: number) => `${times}×`,
    slider: '回放进度',
    currentTime: '当前时间',
    currentSpeed: '车速',
    kmh: (value: number) => `${value} km/h`,
    pointCount: (n: number) => `共 ${n} 个定位点`,
  } as const,
  {
    title: 'Vehicle tracking',
    listTitle: 'Vehicles',
    keywordPlaceholder: 'Waybill no., plate no. or driver',
    search: 'Search',
    empty: 'No vehicles in transit or arrived',
    noPosition: 'No position yet',
    loadingMap: 'Loading the map…',
    mapTitle: 'Map of China: vehicle positions and tracks',
    mapDescription: (plate: string | null) =>
      plate
        ? `Shows the track and current position of vehicle ${plate}.`
        : 'Shows the provinces; choose a vehicle on the left to see its track.',
    status: {
      created: 'Awaiting outbound',
      inTransit: 'In transit',
      arrived: 'Arrived',
      confirmed: 'Receipt confirmed',
    },
    provider: { trans: 'Platform carriers', yuhong: 'Yuhong' },
    waybillNo: 'Waybill no.',
    driver: 'Driver',
    route: 'Route',
    lastReport: 'Last position',
    trackEmpty: 'This waybill has no track points yet',
    trackTitle: (plate: string, no: string) => `${plate} · Waybill ${no}`,
    play: 'Play',
    pause: 'Pause',
    speedGroup: 'Playback speed',
    speed: (times: number) => `${times}×`,
    slider: 'Playback progress',
    currentTime: 'Current time',
    currentSpeed: 'Speed',
    kmh: (value: number) => `${value} km/h`,
    pointCount: (n: number) => `${n} positions in all`,
  },
);
