import type { CompanyAuthInfo } from '../../contract/certification';
import { stepOf } from '../../contract/certification';
import { Card, PageHeader } from '../../ui';
import { useApiQuery } from '../query';
import { PATHS } from './api';
import { CertifiedSummary } from './CertifiedSummary';
import { CompanyInfoStep } from './CompanyInfoStep';
import { CredentialsStep } from './CredentialsStep';
import { membershipLabels as text } from './labels';
import { Loaded } from './Loaded';
import { RemittanceStep } from './RemittanceStep';
import { SigningStep } from './SigningStep';
import { Stepper } from './Stepper';

export interface MembershipWidgetProps {
  /** vip (the only view) */
  view?: string;
}

/**
 * <yp-membership view="vip">: 企业会员认证. The page always renders from getCompanyAuthInfo, so a reload
 * resumes at the company's step; each step's write refreshes it and the page moves on.
 */
export function MembershipWidget(_props: MembershipWidgetProps) {
  const state = useApiQuery<CompanyAuthInfo>(PATHS.authInfo, {});
  return (
    <Card aria-label={text.title}>
      <PageHeader title={text.title} />
      <Loaded state={state}>
        {(info) => (
          <>
            <Stepper current={stepOf(info.state)} />
            <StepView info={info} />
          </>
        )}
      </Loaded>
    </Card>
  );
}

function StepView({ info }: { info: CompanyAuthInfo }) {
  switch (info.state) {
    case 'companyInfo':
      return <CompanyInfoStep mode="submit" />;
    case 'credentials':
      return <CredentialsStep />;
    case 'remittance':
    case 'remitLocked':
      return <RemittanceStep />;
    case 'signing':
      return <SigningStep />;
    case 'certified':
      return <CertifiedSummary info={info} />;
  }
}
