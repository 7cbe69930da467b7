import { Field } from './Field';
import { TextInput } from './TextInput';

export interface KeywordFieldProps {
  /** The list's filter state (usePagedQuery): the field edits its draft keyword. */
  list: { draft: { keyword: string }; editDraft: (patch: { keyword: string }) => void };
  label: string;
  placeholder: string;
}

/** The free-text filter of a list (关键词, 客户名称 …); Enter searches (the filter bar is a form). */
export function KeywordField({ list, label, placeholder }: KeywordFieldProps) {
  return (
    <Field label={label} layout="horizontal">
      <TextInput
        value={list.draft.keyword}
        placeholder={placeholder}
        onChange={(event) => list.editDraft({ keyword: event.target.value })}
      />
    </Field>
  );
}
