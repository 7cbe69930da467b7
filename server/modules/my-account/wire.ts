import { Type } from '@sinclair/typebox';
import {
  COUPON_STATUSES,
  MEMBER_LEVELS,
  type CompanyDeposit,
  type CompanyLevel,
  type CompanyProfile,
  type CouponRow,
  type CustomerContact,
  type InvitationLookup,
  type MyBalance,
  type MyCompany,
  type MyProfile,
} from '../../../src/contract/my-account';
import { Instant, Int, Nullable, OneOf, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/my-account.ts. */

const Level = () => OneOf(MEMBER_LEVELS.map((level) => level.level));

export const MyCompanySchema = wire<MyCompany>()(
  Type.Object({
    companyId: Type.String(),
    companyName: Type.String(),
    role: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(5), Type.Literal(6), Type.Literal(7)]),
    isCurrent: Type.Boolean(),
    isAdmin: Type.Boolean(),
  }),
);

export const CompanyProfileSchema = wire<CompanyProfile>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    type: Type.String(),
    creditCode: Nullable(Type.String()),
    address: Nullable(Type.String()),
    contactName: Nullable(Type.String()),
    contactMobile: Nullable(Type.String()),
    createdAt: Instant(),
    invitationCode: Type.String(),
  }),
);

export const CompanyLevelSchema = wire<CompanyLevel>()(
  Type.Object({
    level: Level(),
    levelName: Type.String(),
    points: Int(),
    nextLevel: Nullable(Level()),
    nextLevelName: Nullable(Type.String()),
    pointsToNext: Nullable(Int()),
  }),
);

export const MyBalanceSchema = wire<MyBalance>()(
  Type.Object({ poolPoints: Int(), myPoints: Int(), owedFen: Int(), unpaidCount: Int() }),
);

export const CouponRowSchema = wire<CouponRow>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    faceValueFen: Int(),
    minSpendFen: Int(),
    validFrom: Instant(),
    validTo: Instant(),
    status: OneOf(COUPON_STATUSES),
    usedAt: Nullable(Instant()),
    usedFor: Nullable(Type.String()),
  }),
);

export const CompanyDepositSchema = wire<CompanyDeposit>()(
  Type.Object({
    rows: Type.Array(
      Type.Object({
        trayTypeCode: Type.String(),
        trayTypeName: Type.String(),
        pallets: Int(),
        depositFen: Int(),
        requiredFen: Int(),
        paidFen: Int(),
        outstandingFen: Int(),
      }),
    ),
    requiredFen: Int(),
    paidFen: Int(),
    outstandingFen: Int(),
  }),
);

export const InvitationLookupSchema = wire<InvitationLookup>()(Type.Object({ companyName: Type.String() }));

export const CustomerContactSchema = wire<CustomerContact>()(
  Type.Object({
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
    serviceHours: Nullable(Type.String()),
  }),
);

export const MyProfileSchema = wire<MyProfile>()(
  Type.Object({ userAccount: Type.String(), username: Type.String(), mobile: Nullable(Type.String()) }),
);
