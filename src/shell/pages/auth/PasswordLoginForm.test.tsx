// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginFailure } from '../../../contract/auth';
import { ApiError } from '../../../core';
import { changeValue, cleanup, click, flush, getOne, render } from '../../../ui/test-support/render';
import { PasswordLoginForm } from './PasswordLoginForm';

const { passwordLogin } = vi.hoisted(() => ({ passwordLogin: vi.fn() }));
vi.mock('../../session/auth-api', () => ({
  passwordLogin,
  pictureCodeUrl: (uuid: string) => `/picture?uuid=${uuid}`,
}));

/** The server's refusal of a login: errcode -1 with the LoginFailure the page reads. */
const refusal = (message: string, data: LoginFailure) =>
  new ApiError({ code: -1, errcode: -1, message, data, status: 200 });

const pictureInput = () => document.querySelector<HTMLInputElement>('[data-testid=login-picture-code]');

async function submit(account = 'demo_center', password = 'Wrong@123') {
  changeValue(getOne<HTMLInputElement>('[data-testid=login-account]'), account);
  changeValue(getOne<HTMLInputElement>('[data-testid=login-password]'), password);
  click(getOne('[data-testid=login-submit]'));
  await flush();
}

beforeEach(() => {
  passwordLogin.mockReset();
  render(<PasswordLoginForm onLoggedIn={() => {}} />);
});
afterEach(cleanup);

describe('PasswordLoginForm', () => {
  it('asks for no picture code while the server does not require one', async () => {
    passwordLogin.mockRejectedValue(
      refusal('账号或密码错误', { captchaRequired: false, lockedForSeconds: 0 }),
    );
    await submit();
    expect(document.body.textContent).toContain('账号或密码错误');
    expect(pictureInput()).toBeNull();
  });

  it('shows the picture code once a refusal says it is required, and sends its answer next time', async () => {
    passwordLogin.mockRejectedValue(
      refusal('请输入图形验证码', { captchaRequired: true, lockedForSeconds: 0 }),
    );
    await submit();
    expect(pictureInput()).not.toBeNull();
    const picture = getOne<HTMLImageElement>('img[alt=图形验证码图片]');
    const uuid = new URL(picture.src, 'http://portal').searchParams.get('uuid');
    expect(uuid).toBeTruthy();

    changeValue(pictureInput()!, ' k7pq ');
    passwordLogin.mockRejectedValue(
      refusal('账号或密码错误', { captchaRequired: true, lockedForSeconds: 0 }),
    );
    await submit();
    expect(passwordLogin).toHaveBeenLastCalledWith({
      userAccount: 'demo_center',
      password: 'Wrong@123',
      imageUuid: uuid,
      imageCode: 'k7pq',
    });
    // Each picture answers one attempt: a new one is shown after the refusal.
    expect(
      new URL(getOne<HTMLImageElement>('img[alt=图形验证码图片]').src, 'http://portal').searchParams.get(
        'uuid',
      ),
    ).not.toBe(uuid);
  });

  it('tells a locked account how many minutes to wait', async () => {
    passwordLogin.mockRejectedValue(
      refusal('账号已锁定，请15分钟后再试', { captchaRequired: true, lockedForSeconds: 840 }),
    );
    await submit();
    expect(document.body.textContent).toContain('账号已锁定，请14分钟后再试');
  });
});
