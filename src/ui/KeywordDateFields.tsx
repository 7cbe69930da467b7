import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './date-range';
import { Field } from './Field';
import { KeywordField } from './KeywordField';
import { uiLabels } from './labels';

interface KeywordDateFilters {
  keyword: string;
  dateRange: DateRange | null;
}

export interface KeywordDateFieldsProps {
  /** The list's filter state (usePagedQuery): the fields edit its draft. */
  list: { draft: KeywordDateFilters; editDraft: (patch: Partial<KeywordDateFilters>) => void };
  keywordPlaceholder: string;
}

/** The 关键词 and 日期 filters a document list ends its filter bar with. */
export function KeywordDateFields({ list, keywordPlaceholder }: KeywordDateFieldsProps) {
  return (
    <>
      <KeywordField list={list} label={uiLabels.filterBar.keyword} placeholder={keywordPlaceholder} />
      <Field label={uiLabels.filterBar.dateRange} layout="horizontal">
        <DateRangePicker
          value={list.draft.dateRange}
          onChange={(dateRange) => list.editDraft({ dateRange })}
        />
      </Field>
    </>
  );
}
