import { useRef } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from './Button';
import { useFieldControl } from './field-context';

// The browser's own file control cannot be styled or worded: it stays in the page, out of sight and out
// of the tab order, and the kit's button opens its picker.
const HiddenInput = styled.input`
  display: none;
`;

export interface FileButtonProps extends Omit<ButtonProps, 'onChange' | 'onClick' | 'type'> {
  /** The name of the file control, e.g. the field it fills (营业执照); the button's text is `children`. */
  label: string;
  /** The file types offered, as the input's accept attribute (`application/pdf,.pdf`). */
  accept?: string;
  /** Several files in one choice. */
  multiple?: boolean;
  /** The chosen files, at least one (a cancelled picker calls nothing). The same file may be chosen again. */
  onChoose: (files: [File, ...File[]]) => void;
}

/**
 * 选择文件: a kit button that opens the browser's file picker and hands over what was chosen. Inside a
 * Field the button takes the field's id (its label), description and invalid state.
 */
export function FileButton({ label, accept, multiple, onChoose, ...button }: FileButtonProps) {
  const field = useFieldControl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <HiddenInput
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={label}
        onChange={(event) => {
          const [first, ...more] = event.target.files ?? [];
          // Emptied, so choosing the same file after a failed upload fires change again.
          event.target.value = '';
          if (first) onChoose([first, ...more]);
        }}
      />
      <Button
        id={field.id}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
        {...button}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
