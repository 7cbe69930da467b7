import type { CustomerContact } from '../../contract/my-account';
import { Details } from '../../ui';
import { useApiQuery } from '../query';
import { CONTACT_CALL } from './api';
import { myAccountLabels } from './labels';
import { SectionCard } from './SectionCard';

const text = myAccountLabels.contact;

/** 联系我们: the platform's customer service. */
export function ContactSection() {
  const state = useApiQuery<CustomerContact>(CONTACT_CALL, {}, { staleTime: 10 * 60_000 });
  return (
    <SectionCard title={text.title} state={state}>
      {(contact) => (
        <Details
          items={[
            [text.phone, contact.phone ? <a href={`tel:${contact.phone}`}>{contact.phone}</a> : null],
            [text.email, contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null],
            [text.hours, contact.serviceHours],
          ]}
        />
      )}
    </SectionCard>
  );
}
