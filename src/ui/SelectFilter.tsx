import { Field } from './Field';
import { Select, type SelectOption } from './Select';

/** The filters of F that hold a string (a select's value). */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

export interface SelectFilterProps<F, K extends TextKey<F>> {
  /** The list's filter state (usePagedQuery): the select edits its draft. */
  list: { draft: F; editDraft: (patch: Partial<F>) => void };
  /** The filter the select sets. */
  name: K;
  label: string;
  options: readonly SelectOption<F[K] & string>[];
}

/** One choice of a filter bar (状态, 仓库, 托盘类型 …) bound to the list's draft filters. */
export function SelectFilter<F, K extends TextKey<F>>({
  list,
  name,
  label,
  options,
}: SelectFilterProps<F, K>) {
  return (
    <Field label={label} layout="horizontal">
      <Select
        options={options}
        value={list.draft[name] as F[K] & string}
        onChange={(value) => list.editDraft({ [name]: value } as unknown as Partial<F>)}
      />
    </Field>
  );
}
