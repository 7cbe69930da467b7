import type { CompanyLevel, CompanyProfile } from '../../contract/my-account';
import { formatDate, toastBus } from '../../core';
import { Button, Details } from '../../ui';
import { useApiQuery } from '../query';
import { COMPANY_CALL, LEVEL_CALL } from './api';
import { myAccountLabels } from './labels';
import { LevelProgress } from './LevelProgress';
import { SectionCard } from './SectionCard';

const text = myAccountLabels.company;

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toastBus.show({ message: text.copied, tone: 'success' });
  } catch {
    toastBus.show({ message: text.copyFailed, tone: 'error' });
  }
}

/** 企业信息: the session company's profile, its invitation code (复制), and its member level. */
export function CompanySection() {
  const state = useApiQuery<CompanyProfile>(COMPANY_CALL, {});
  const level = useApiQuery<CompanyLevel>(LEVEL_CALL, {});
  return (
    <SectionCard title={text.title} state={state}>
      {(company) => (
        <Details
          items={[
            [text.name, company.name],
            [text.creditCode, company.creditCode],
            [text.address, company.address],
            [text.contact, [company.contactName, company.contactMobile].filter(Boolean).join(' ')],
            [text.createdAt, formatDate(company.createdAt)],
            [
              text.invitationCode,
              <>
                <code>{company.invitationCode}</code>{' '}
                <Button size="small" variant="link" onClick={() => void copyCode(company.invitationCode)}>
                  {text.copy}
                </Button>
              </>,
            ],
            [text.level, level.data ? <LevelProgress level={level.data} /> : null],
          ]}
        />
      )}
    </SectionCard>
  );
}
