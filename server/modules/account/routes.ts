import { API } from '../../../src/contract/api-paths';
import type { SkipPageStatus } from '../../../src/contract/auth';
import { Fields } from '../../http/fields';
import { Strict } from '../../http/route';
import type { ApiModule } from '../index';
import { register } from './register';
import { RegisterResultSchema, SkipPageStatusSchema } from '../../http/wire/auth';

/** SPEC §7 user/*: registration and the first-login guide. */
export const accountModule: ApiModule = {
  tag: 'user',
  routes(api) {
    api.post(
      API.user.register,
      {
        summary: '企业注册',
        response: RegisterResultSchema,
        access: 'public',
        ipRateLimited: true,
        body: Strict({
          companyName: Fields.name('企业名称'),
          userAccount: Fields.newUserAccount(),
          username: Fields.name('联系人姓名'),
          mobile: Fields.mobile(),
          code: Fields.smsCode(),
          password: Fields.encryptedPassword(),
        }),
      },
      ({ deps, body }) => register(deps, body),
    );
    // The guide page asks for a mobile number; once one is bound there is nothing left to guide.
    api.post(
      API.user.getSkipPageStatus,
      {
        summary: '首次登录引导页是否可跳过',
        response: SkipPageStatusSchema,
        access: 'session',
        body: Strict({}),
      },
      async ({ session }): Promise<SkipPageStatus> => ({
        skip: session.mobile !== null,
      }),
    );
  },
};
