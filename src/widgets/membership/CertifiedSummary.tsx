import type {
  BasicCompanyInfoAnswer,
  CompanyAuthInfo,
  CompanyCredentialInfo,
  ContractVersion,
} from '../../contract/certification';
import { formatDateTime } from '../../core';
import { Details, Stack, punctuationLabels } from '../../ui';
import { useApiQuery } from '../query';
import { PATHS } from './api';
import { membershipLabels as text } from './labels';
import { Loaded } from './Loaded';

/** Step 5, 已认证: the certified company's summary (what each step stored, the ID masked). */
export function CertifiedSummary({ info }: { info: CompanyAuthInfo }) {
  const basic = useApiQuery<BasicCompanyInfoAnswer>(PATHS.basicInfo, {});
  const credentials = useApiQuery<CompanyCredentialInfo>(PATHS.credentials, {});
  const contract = useApiQuery<ContractVersion>(PATHS.contract, {});
  const { field } = text;
  return (
    <Stack aria-label={text.certified.title}>
      <p role="status">{text.certified.summary}</p>
      <Loaded state={basic}>
        {({ info: company }) => (
          <Details
            items={[
              [text.certified.certifiedAt, info.certifiedAt && formatDateTime(info.certifiedAt)],
              [
                text.certified.agreement,
                contract.data &&
                  `${punctuationLabels.documentTitle(contract.data.protocolName)} ${contract.data.version}`,
              ],
              [field.companyName, company.companyName],
              [field.creditCode, company.creditCode],
              [field.address, company.address],
              [field.contactName, company.contactName],
              [field.bankName, company.bankName],
              [text.certified.legalPerson, credentials.data?.legalPersonName],
              [text.certified.legalPersonId, credentials.data?.legalPersonIdNumber],
              [
                field.license,
                credentials.data && (credentials.data.licenseUrl ? '✓' : text.certified.noImage),
              ],
            ]}
          />
        )}
      </Loaded>
    </Stack>
  );
}
