import { Type } from '@sinclair/typebox';
import { isValidPlateNumber } from '../../src/contract/plate-number';

/**
 * Formats the request validator knows beyond JSON Schema's own (registered with Ajv in app.ts); a value
 * failing one answers 2003 with the format's message (FORMAT_MESSAGES in validation.ts).
 */
export const CUSTOM_FORMATS = {
  /** SPEC §5: the shared rule of src/contract/plate-number.ts. */
  'plate-number': (value: string) => isValidPlateNumber(value),
} as const;
export type CustomFormat = keyof typeof CUSTOM_FORMATS;

/** Field schemas shared by several modules, so one rule has one definition. */
export const Fields = {
  mobile: () => Type.String({ pattern: '^1[3-9]\\d{9}$', description: '手机号' }),
  smsCode: () => Type.String({ pattern: '^\\d{6}$', description: '6 位短信验证码' }),
  userAccount: () => Type.String({ minLength: 1, maxLength: 50, description: '账号' }),
  /** A new account name: starts with a letter; letters, digits, underscore; 4–20 characters. */
  newUserAccount: () =>
    Type.String({
      pattern: '^[A-Za-z][A-Za-z0-9_]{3,19}$',
      description: '账号（字母开头，4-20 位字母、数字或下划线）',
    }),
  encryptedPassword: () =>
    Type.String({ minLength: 1, maxLength: 1024, description: 'encryptOAEP(公钥, 密码) 的 base64' }),
  id: () => Type.String({ minLength: 1, maxLength: 64 }),
  name: (description: string) => Type.String({ minLength: 1, maxLength: 100, description }),
  /** A vehicle plate number (SPEC §5); a bad one answers 2003 「车牌号格式不正确」. */
  plateNumber: () =>
    Type.String({ format: 'plate-number' satisfies CustomFormat, maxLength: 8, description: '车牌号' }),
};
