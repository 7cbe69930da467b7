import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './date-range';
import { Field } from './Field';
import { uiLabels } from './labels';
import { TextInput } from './TextInput';

interface KeywordDateFilters {
  keyword: string;
  dateRange: DateRange | null;
}

export interface KeywordDateFieldsProps {
  /** The list's filter state (usePagedList): the fields edit its draft. */
  list: { draft: KeywordDateFilters; editDraft: (patch: Partial<KeywordDateFilters>) => void };
  keywordPlaceholder: string;
}

/** The 关键词 and 日期 filters a document list ends its filter bar with. */
export function KeywordDateFields({ list, keywordPlaceholder }: KeywordDateFieldsProps) {
  return (
    <>
      <Field label={uiLabels.filterBar.keyword} layout="horizontal">
        <TextInput
          value={list.draft.keyword}
          placeholder={keywordPlaceholder}
          onChange={(event) => list.editDraft({ keyword: event.target.value })}
        />
      </Field>
      <Field label={uiLabels.filterBar.dateRange} layout="horizontal">
        <DateRangePicker
          value={list.draft.dateRange}
          onChange={(dateRange) => list.editDraft({ dateRange })}
        />
      </Field>
    </>
  );
}
