import styled from 'styled-components';
import { vars } from '../../ui';
import { AlertSection } from './AlertSection';
import { BalanceSection } from './BalanceSection';
import { CompaniesSection } from './CompaniesSection';
import { CompanySection } from './CompanySection';
import { ContactSection } from './ContactSection';
import { CouponSection } from './CouponSection';
import { DepositSection } from './DepositSection';
import { ProfileSection } from './ProfileSection';

const Page = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(420px, 1fr));
  gap: ${vars.spaceLg};
  & > .wide {
    grid-column: 1 / -1;
  }
`;

export interface MyAccountWidgetProps {
  /** my (default): the only view */
  view?: string;
}

/** <yp-my-account view="my">: 我的账户, every section of the enterprise center's account page. */
export function MyAccountWidget(_props: MyAccountWidgetProps) {
  return (
    <Page>
      <ProfileSection />
      <CompanySection />
      <BalanceSection />
      <ContactSection />
      <AlertSection />
      <div className="wide">
        <DepositSection />
      </div>
      <div className="wide">
        <CompaniesSection />
      </div>
      <div className="wide">
        <CouponSection />
      </div>
    </Page>
  );
}
