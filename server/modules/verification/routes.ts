import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import type { ImageVerificationCode } from '../../../src/contract/auth';
import { consumeCaptcha, createCaptcha, drawCaptcha } from '../../auth/captcha';
import { sendVerificationCode, verifyCode } from '../../auth/verification-codes';
import { businessError } from '../../http/envelope';
import { Fields } from '../../http/fields';
import { Strict } from '../../http/route';
import { MSG } from '../../labels/messages';
import type { ApiModule } from '../index';
import { requireSigningUnlocked } from '../contracts';
import { CONTRACT_CODES } from '../../../src/contract/contracts';
import { ImageVerificationCodeSchema, VerificationCodeSentSchema } from '../../http/wire/auth';
import { NoData } from '../../http/wire/schema';

/** Scenes a visitor may request a code for; 'sign' codes go only to a logged-in account's own mobile. */
const PublicScene = () =>
  Type.Union([
    Type.Literal('login'),
    Type.Literal('register'),
    Type.Literal('findPassword'),
    Type.Literal('bindMobile'),
  ]);

const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** SPEC §7 verificationCode/*: SMS codes and picture codes. */
export const verificationModule: ApiModule = {
  tag: 'verificationCode',
  routes(api) {
    api.post(
      API.verificationCode.getVerificationCode,
      {
        summary: '发送短信验证码',
        response: VerificationCodeSentSchema,
        access: 'public',
        ipRateLimited: true,
        body: Strict({ mobile: Fields.mobile(), scene: PublicScene() }),
      },
      ({ deps, body }) => sendVerificationCode(deps, body.mobile, body.scene),
    );
    api.post(
      API.verificationCode.getSignVerificationCode,
      {
        summary: '发送签署验证码到本人手机（在线签约；签署因验证码错误被锁定时拒绝并提示剩余分钟）',
        response: VerificationCodeSentSchema,
        access: 'session',
        // Either kind's sign code: the contract is chosen only at confirmSigning.
        permission: [CONTRACT_CODES.standard.sign, CONTRACT_CODES.c1.sign],
        ipRateLimited: true,
        body: Strict({}),
      },
      async ({ deps, session }) => {
        if (!session.mobile) throw businessError(MSG.mobileNotBound);
        await requireSigningUnlocked(deps.db, session, deps.clock());
        return sendVerificationCode(deps, session.mobile, 'sign');
      },
    );
    api.post(
      API.verificationCode.checkVerificationCode,
      {
        summary: '校验短信验证码（不消耗）',
        response: NoData(),
        access: 'public',
        ipRateLimited: true,
        body: Strict({ mobile: Fields.mobile(), scene: PublicScene(), code: Fields.smsCode() }),
      },
      async ({ deps, body }) => {
        await verifyCode(deps, { ...body, consume: false });
        return null;
      },
    );
    api.post(
      API.verificationCode.checkMfaCode,
      {
        summary: '校验签署验证码',
        response: NoData(),
        access: 'session',
        body: Strict({ code: Fields.smsCode() }),
      },
      async ({ deps, session, body }) => {
        if (!session.mobile) throw businessError(MSG.mobileNotBound);
        await verifyCode(deps, { mobile: session.mobile, scene: 'sign', code: body.code, consume: true });
        return null;
      },
    );
    api.post(
      API.verificationCode.getImageVerificationCode,
      {
        summary: '获取图形验证码',
        response: ImageVerificationCodeSchema,
        access: 'public',
        ipRateLimited: true,
        body: Strict({}),
      },
      async ({ deps }): Promise<ImageVerificationCode> => {
        const { uuid, svg } = await createCaptcha(deps.db, deps.clock());
        return { uuid, image: svgDataUrl(svg) };
      },
    );
    api.getRaw(
      API.verificationCode.getPictureCode,
      {
        summary: '图形验证码图片（每次请求换一张）',
        produces: ['image/svg+xml'],
        access: 'public',
        ipRateLimited: true,
        query: Strict({ uuid: Fields.id() }),
      },
      async ({ deps, query, reply }) => {
        const svg = await drawCaptcha(deps.db, deps.clock(), query.uuid);
        reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
      },
    );
    api.post(
      API.verificationCode.checkImageVerificationCode,
      {
        summary: '校验图形验证码（一次有效）',
        response: NoData(),
        access: 'public',
        ipRateLimited: true,
        body: Strict({ uuid: Fields.id(), code: Type.String({ minLength: 1, maxLength: 10 }) }),
      },
      async ({ deps, body }) => {
        if (!(await consumeCaptcha(deps.db, deps.clock(), body.uuid, body.code)))
          throw businessError(MSG.captchaWrong);
        return null;
      },
    );
  },
};
