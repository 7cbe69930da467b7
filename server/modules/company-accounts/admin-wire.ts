import { Type } from '@sinclair/typebox';
import {
  APPLICATION_STATUSES,
  type AdministratorAccount,
  type AdministratorApplication,
} from '../../../src/contract/company-admin';
import { Instant, Nullable, OneOf, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/company-admin.ts. */

const applicationObject = () =>
  Type.Object({
    id: Type.String(),
    accountId: Type.String(),
    userAccount: Type.String(),
    username: Type.String(),
    status: OneOf(APPLICATION_STATUSES),
    createdAt: Instant(),
    expiresAt: Instant(),
    decidedAt: Nullable(Instant()),
  });

export const AdministratorApplicationSchema = wire<AdministratorApplication>()(applicationObject());

export const AdministratorAccountSchema = wire<AdministratorAccount>()(
  Type.Object({
    administrator: Nullable(
      Type.Object({
        accountId: Type.String(),
        userAccount: Type.String(),
        username: Type.String(),
        mobile: Nullable(Type.String()),
      }),
    ),
    isAdministrator: Type.Boolean(),
    applications: Type.Array(applicationObject()),
    myApplication: Nullable(applicationObject()),
  }),
);
