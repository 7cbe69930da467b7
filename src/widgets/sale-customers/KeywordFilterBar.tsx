import type { ReactNode } from 'react';
import { FilterBar, KeywordField } from '../../ui';
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
      <KeywordField list={list} label={text.keyword} placeholder={text.keywordPlaceholder} />
      {children}
    </FilterBar>
  );
}
