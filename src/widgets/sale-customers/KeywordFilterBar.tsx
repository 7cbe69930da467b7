import type { ReactNode } from 'react';
import { Field, FilterBar, TextInput } from '../../ui';
import { saleCustomerLabels as text } from './labels';

interface KeywordList {
  draft: { keyword: string };
  editDraft: (patch: { keyword: string }) => void;
  search: () => void;
  reset: () => void;
  loading: boolean;
}

/** The filters of both client lists: the client name, then the list's own field (children). */
export function KeywordFilterBar({ list, children }: { list: KeywordList; children: ReactNode }) {
  return (
    <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
      <Field label={text.keyword} layout="horizontal">
        <TextInput
          value={list.draft.keyword}
          placeholder={text.keywordPlaceholder}
          onChange={(event) => list.editDraft({ keyword: event.target.value })}
        />
      </Field>
      {children}
    </FilterBar>
  );
}
