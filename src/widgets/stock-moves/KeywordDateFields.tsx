import { DateRangePicker, Field, TextInput, type DateRange } from '../../ui';
import { common } from './labels';

interface KeywordDateFilters {
  keyword: string;
  dateRange: DateRange | null;
}

export interface KeywordDateFieldsProps {
  /** The list's filter state (usePagedList): the fields edit its draft. */
  list: { draft: KeywordDateFilters; editDraft: (patch: Partial<KeywordDateFilters>) => void };
  keywordPlaceholder: string;
}

/** The 关键字 and 日期 filters every document list (入库, 调拨, 出库) ends its filter bar with. */
export function KeywordDateFields({ list, keywordPlaceholder }: KeywordDateFieldsProps) {
  return (
    <>
      <Field label={common.keyword} layout="horizontal">
        <TextInput
          value={list.draft.keyword}
          placeholder={keywordPlaceholder}
          onChange={(event) => list.editDraft({ keyword: event.target.value })}
        />
      </Field>
      <Field label={common.dateRange} layout="horizontal">
        <DateRangePicker
          value={list.draft.dateRange}
          onChange={(dateRange) => list.editDraft({ dateRange })}
        />
      </Field>
    </>
  );
}
