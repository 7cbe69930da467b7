/** Chinese messages of the offline geography calls. */
export const GEO_LABELS = {
  outsideChina: '该坐标不在中国境内',
  longitude: '经度（73～136，GCJ-02）',
  latitude: '纬度（3～54，GCJ-02）',
} as const;
