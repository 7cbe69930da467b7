/**
 * Wire types of the company administrator (企业管理员, issue 12 item 6: /api/api/company/
 * getAdministratorAccount and authorizeAdministrator, customerCompany/applyAdministrator, and our
 * company/declineAdministratorApplication and company/getAdministratorVerifyCode).
 *
 * Model: the administrator is the membership flag `is_admin`; a company has at most one (a partial unique
 * index) and it holds every permission code. It changes only by transfer: the administrator hands it to
 * another active account of the company with an SMS code sent to its own bound mobile, and chooses the
 * custom role the former administrator keeps (or none); both memberships change in one transaction, and
 * every session reads its membership per call, so the former administrator loses the administrator-only
 * powers (every code, full mobiles, editing the administrator) at its next call.
 *
 * A non-administrator holding center-account-admin-apply may apply to become administrator (SMS code to
 * its own mobile). An application: pending → granted (the administrator transfers to the applicant) |
 * declined (the administrator declines it) | expired (7 days passed undecided). One pending application
 * per account; a repeat of the same request (requestId) answers the same application.
 *
 * A company without an administrator (none is ever left by the portal: the administrator cannot be
 * deleted or disabled, and a transfer swaps the flag in one transaction) is given one by the platform,
 * outside the portal; applications can still be made and wait, untold, until they expire.
 */

/** The SMS scenes of the administrator calls (codes go only to the caller's own bound mobile). */
export type AdministratorScene = 'authorizeAdministrator' | 'applyAdministrator';

export type ApplicationStatus = 'pending' | 'granted' | 'declined' | 'expired';
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'pending',
  'granted',
  'declined',
  'expired',
];

/** Days an application waits for the administrator's decision. */
export const APPLICATION_VALID_DAYS = 7;

/** An application to become the company's administrator. */
export interface AdministratorApplication {
  id: string;
  accountId: string;
  userAccount: string;
  username: string;
  status: ApplicationStatus;
  createdAt: string;
  /** When a pending application expires. */
  expiresAt: string;
  decidedAt: string | null;
}

/** The company's administrator as the caller may see it. */
export interface AdministratorPerson {
  accountId: string;
  userAccount: string;
  username: string;
  /** Masked (138****0001) unless the caller is the administrator. */
  mobile: string | null;
}

/** POST company/getAdministratorAccount */
export interface AdministratorAccount {
  /** null: the company has none (the platform appoints one, outside the portal). */
  administrator: AdministratorPerson | null;
  /** The caller is the administrator. */
  isAdministrator: boolean;
  /** To the administrator: the pending applications, oldest first; to anyone else: empty. */
  applications: AdministratorApplication[];
  /** To a non-administrator: its latest application in any state, or null. */
  myApplication: AdministratorApplication | null;
}

/**
 * POST company/authorizeAdministrator: the administrator hands the role to `accountId` (an active
 * account of the company, not itself); `formerRoleId` is the custom role it keeps (null: none).
 * A pending application of the new administrator becomes granted.
 */
export interface AuthorizeAdministratorRequest {
  accountId: string;
  formerRoleId: string | null;
  code: string;
}

/** POST customerCompany/applyAdministrator */
export interface ApplyAdministratorRequest {
  code: string;
  /** A repeat with the same requestId answers the same application. */
  requestId: string;
}

/** POST company/getAdministratorVerifyCode: sends a code of the scene to the caller's own mobile. */
export interface AdministratorVerifyCodeRequest {
  scene: AdministratorScene;
}
