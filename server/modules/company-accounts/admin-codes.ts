import type { AdministratorScene } from '../../../src/contract/company-admin';
import type { Session } from '../../auth/sessions';
import { sendVerificationCode, verifyCode } from '../../auth/verification-codes';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { ADMIN_LABELS } from './labels';

type CodeDeps = Pick<AppDeps, 'db' | 'clock' | 'sms'>;

/** The caller's bound mobile, where its administrator codes go (and only there). */
function ownMobile(session: Session): string {
  if (!session.mobile) throw businessError(ADMIN_LABELS.mobileNotBound);
  return session.mobile;
}

/** getAdministratorVerifyCode: a code of the scene to the caller's own mobile. */
export const sendOwnCode = (deps: CodeDeps, session: Session, scene: AdministratorScene) =>
  sendVerificationCode(deps, ownMobile(session), scene);

/** Uses up the caller's code of the scene (a wrong try counts whatever the call does next). */
export const verifyOwnCode = (deps: CodeDeps, session: Session, scene: AdministratorScene, code: string) =>
  verifyCode(deps, { mobile: ownMobile(session), scene, code, consume: true });
