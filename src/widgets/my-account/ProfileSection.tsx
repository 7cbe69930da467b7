import { useState } from 'react';
import type { MyProfile } from '../../contract/my-account';
import { Button, Details } from '../../ui';
import { useApiQuery } from '../query';
import { PROFILE_CALL } from './api';
import { myAccountLabels } from './labels';
import { MobileDialog } from './MobileDialog';
import { NameDialog } from './NameDialog';
import { PasswordDialog } from './PasswordDialog';
import { SectionCard } from './SectionCard';

const text = myAccountLabels.profile;
type Open = 'name' | 'mobile' | 'password' | null;

/** 个人信息: account, name (修改姓名), masked mobile (更换手机号), 修改密码. */
export function ProfileSection() {
  const state = useApiQuery<MyProfile>(PROFILE_CALL, {});
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <SectionCard
      title={text.title}
      state={state}
      actions={<Button onClick={() => setOpen('password')}>{text.changePassword}</Button>}
    >
      {(profile) => (
        <>
          <Details
            items={[
              [text.userAccount, profile.userAccount],
              [
                text.username,
                <>
                  {profile.username}{' '}
                  <Button size="small" variant="link" onClick={() => setOpen('name')}>
                    {text.editName}
                  </Button>
                </>,
              ],
              [
                text.mobile,
                <>
                  {profile.mobile ?? text.noMobile}{' '}
                  <Button size="small" variant="link" onClick={() => setOpen('mobile')}>
                    {text.changeMobile}
                  </Button>
                </>,
              ],
            ]}
          />
          {open === 'name' && <NameDialog username={profile.username} onClose={close} />}
          {open === 'mobile' && <MobileDialog onClose={close} />}
          {open === 'password' && <PasswordDialog onClose={close} />}
        </>
      )}
    </SectionCard>
  );
}
