/** Chinese messages of common/ocrIdCard and common/ocrTradingCertificate (issue 12). */
export const OCR_LABELS = {
  failed: '识别失败，请手动填写',
  imageOnly: '仅支持识别 png、jpg 图片',
  tooFrequent: '识别过于频繁，请稍后再试',
} as const;
