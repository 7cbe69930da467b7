import { Type, type TSchema } from '@sinclair/typebox';
import type { IdCardOcrFields, OcrResult, TradingCertificateOcrFields } from '../../../src/contract/ocr';
import { Nullable, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/ocr.ts. */

const resultOf = <F extends TSchema>(fields: F) => Type.Object({ fields, lines: Type.Array(Type.String()) });

export const IdCardOcrResultSchema = wire<OcrResult<IdCardOcrFields>>()(
  resultOf(
    Type.Object({
      name: Nullable(Type.String()),
      idNumber: Nullable(Type.String()),
      address: Nullable(Type.String()),
    }),
  ),
);

export const TradingCertificateOcrResultSchema = wire<OcrResult<TradingCertificateOcrFields>>()(
  resultOf(
    Type.Object({
      companyName: Nullable(Type.String()),
      creditCode: Nullable(Type.String()),
      legalPerson: Nullable(Type.String()),
      address: Nullable(Type.String()),
    }),
  ),
);
