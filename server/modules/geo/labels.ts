import { localized } from '../../../src/contract/localized';

/** Messages of the offline geography calls, in Chinese and English. */
export const GEO_LABELS = localized(
  {
    outsideChina: '该坐标不在中国境内',
    longitude: '经度（73～136，GCJ-02）',
    latitude: '纬度（3～54，GCJ-02）',
  },
  {
    outsideChina: 'These coordinates are outside China',
    longitude: 'Longitude (73–136, GCJ-02)',
    latitude: 'Latitude (3–54, GCJ-02)',
  },
);
