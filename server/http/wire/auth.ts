import { Type } from '@sinclair/typebox';
import type {
  AccountStatus,
  FindPasswordPrepareResult,
  ImageVerificationCode,
  LoginResult,
  PublicKeyResult,
  SkipPageStatus,
  VerificationCodeSent,
} from '../../../src/contract/auth';
import { ROLE_AREAS } from '../../../src/contract/routes';
import { Int, wire } from './schema';

/** Response schemas of src/contract/auth.ts (login, account, verification codes). */

export const RoleValueSchema = () => Type.Union(ROLE_AREAS.map((area) => Type.Literal(area.role)));

export const LoginResultSchema = wire<LoginResult>()(
  Type.Object({
    token: Type.String(),
    userAccount: Type.String(),
    username: Type.String(),
    uuid: Type.String(),
    role: RoleValueSchema(),
    roles: Type.Array(RoleValueSchema()),
    defaultClick: Type.String(),
    companyType: Type.String(),
    companyId: Type.String(),
    companyName: Type.String(),
    groupCompany: Type.Boolean(),
    companies: Type.Array(Type.Object({ companyId: Type.String(), companyName: Type.String() })),
  }),
);

export const AccountStatusSchema = wire<AccountStatus>()(
  Type.Object({
    captchaRequired: Type.Boolean(),
    lockedForSeconds: Int(),
  }),
);

export const FindPasswordPrepareResultSchema = wire<FindPasswordPrepareResult>()(
  Type.Object({ resetTicket: Type.String() }),
);

export const SkipPageStatusSchema = wire<SkipPageStatus>()(Type.Object({ skip: Type.Boolean() }));

export const VerificationCodeSentSchema = wire<VerificationCodeSent>()(
  Type.Object({ expiresInSeconds: Int(), resendAfterSeconds: Int() }),
);

export const ImageVerificationCodeSchema = wire<ImageVerificationCode>()(
  Type.Object({ uuid: Type.String(), image: Type.String() }),
);

/** `data` of user/register (a server type: the handler's return type is checked against it). */
export const RegisterResultSchema = Type.Object({ userAccount: Type.String(), companyId: Type.String() });

export const PublicKeyResultSchema = wire<PublicKeyResult>()(Type.Object({ publicKey: Type.String() }));
