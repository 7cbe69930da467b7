/**
 * OCR of certification documents (issue 12, SPEC §7 "OCR endpoints for ID card and trading certificate").
 *
 * The membership certification form uploads an image (common/uploadFile, png or jpeg) and asks the server
 * to read it; the fields it could read prefill the form, which stays editable: OCR only saves typing, the
 * user confirms every value. A field the engine could not read is null, never a guess.
 *
 * Paths: API.common.ocrIdCard (居民身份证, portrait side) and API.common.ocrTradingCertificate (营业执照).
 */

/** POST common/ocrIdCard and common/ocrTradingCertificate: an upload of the caller's company. */
export interface OcrRequest {
  fileId: string;
}

/** 居民身份证 (portrait side). */
export interface IdCardOcrFields {
  /** 姓名 */
  name: string | null;
  /** 公民身份号码, 18 characters, check digit verified */
  idNumber: string | null;
  /** 住址 */
  address: string | null;
}

/** 营业执照. */
export interface TradingCertificateOcrFields {
  /** 名称 */
  companyName: string | null;
  /** 统一社会信用代码, 18 characters, check character verified */
  creditCode: string | null;
  /** 法定代表人 */
  legalPerson: string | null;
  /** 住所 */
  address: string | null;
}

export interface OcrResult<Fields> {
  fields: Fields;
  /** Every line of text read, top to bottom, for the form to show beside the fields. */
  lines: string[];
}
