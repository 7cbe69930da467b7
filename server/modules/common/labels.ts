import { localized } from '../../../src/contract/localized';

/** Messages of common/ocrIdCard and common/ocrTradingCertificate (issue 12), in Chinese and English. */
export const OCR_LABELS = localized(
  {
    failed: '识别失败，请手动填写',
    imageOnly: '仅支持识别 png、jpg 图片',
    tooFrequent: '识别过于频繁，请稍后再试',
  },
  {
    failed: 'Recognition failed, please fill in the fields yourself',
    imageOnly: 'Only png and jpg images can be recognised',
    tooFrequent: 'Too many recognition requests, please try again later',
  },
);
