import { Type } from '@sinclair/typebox';

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
};
