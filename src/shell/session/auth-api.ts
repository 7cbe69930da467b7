/** The auth calls the shell makes (SPEC §7 Auth and account). Passwords are encrypted here, never sent plain. */
import { PLATFORM_API as API } from '../../contract/platform-api-paths';
import type {
  ConservoLoginRequest,
  FindPasswordPrepareRequest,
  FindPasswordPrepareResult,
  LoginResult,
  RegisterRequest,
  VerificationCodeSent,
  VerificationScene,
} from '../../contract/auth';
import { api, encryptWithPublicKey, fetchPublicKey, getConfig } from '../../core';

/** Form errors are shown beside the form, so these calls do not also toast. */
const quiet = { silent: true } as const;

const encrypt = async (plain: string) => encryptWithPublicKey(await fetchPublicKey(), plain);

export async function passwordLogin(form: {
  userAccount: string;
  password: string;
  imageUuid?: string;
  imageCode?: string;
}) {
  return api.post<LoginResult>(API.login.login, { ...form, password: await encrypt(form.password) }, quiet);
}

export const smsLogin = (form: ConservoLoginRequest) =>
  api.post<LoginResult>(API.login.conservoLogin, form, quiet);

export const externalLogin = (ticket: string) =>
  api.post<LoginResult>(API.login.externalLogin, { ticket }, quiet);

export const logout = () => api.post<unknown>(API.login.logout, {}, quiet);

export const sendSmsCode = (mobile: string, scene: VerificationScene) =>
  api.post<VerificationCodeSent>(API.verificationCode.getVerificationCode, { mobile, scene }, quiet);

export async function register(form: RegisterRequest) {
  return api.post<unknown>(API.user.register, { ...form, password: await encrypt(form.password) }, quiet);
}

export const prepareFindPassword = (form: FindPasswordPrepareRequest) =>
  api.post<FindPasswordPrepareResult>(API.login.trayFindPasswordPrepare, form, quiet);

export async function findPassword(resetTicket: string, password: string) {
  return api.post<unknown>(API.login.findPassword, { resetTicket, password: await encrypt(password) }, quiet);
}

/** GET picture code: the SVG itself, drawn by the server for a uuid the page makes up. */
export const pictureCodeUrl = (uuid: string) =>
  `${getConfig().apiBase}${API.verificationCode.getPictureCode}?uuid=${encodeURIComponent(uuid)}`;
