import styled from 'styled-components';
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fieldAria, useFieldControl } from './field-context';
import { uiLabels } from './labels';
import { usePortalRoot } from './PortalRoot';
import { firstEnabled, lastEnabled, matchIndex, stepIndex } from './select-navigation';
import { controlBox } from './theme/mixins';
import { vars } from './theme/tokens';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string | number> {
  options: readonly SelectOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Needed when the select is not inside a Field (which names it through its label). */
  'aria-label'?: string;
  width?: number;
  id?: string;
}

const Trigger = styled.button<{ $width?: number }>`
  ${controlBox}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.spaceSm};
  width: ${(p) => (p.$width ? `${p.$width}px` : '100%')};
  text-align: left;
  cursor: pointer;
`;

const Placeholder = styled.span`
  color: ${vars.colorTextPlaceholder};
`;

const Value = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const List = styled.ul`
  z-index: ${vars.zPopover};
  box-sizing: border-box;
  max-height: 256px;
  margin: 0;
  padding: ${vars.spaceXs} 0;
  overflow-y: auto;
  list-style: none;
  background: ${vars.colorBg};
  border-radius: ${vars.radius};
  box-shadow: ${vars.shadowPopup};
  font-family: ${vars.fontFamily};
  font-size: ${vars.fontSizeMd};
  color: ${vars.colorText};
  outline: none;
`;

const Item = styled.li`
  padding: 5px ${vars.spaceMd};
  cursor: pointer;

  &[data-active='true'] {
    background: ${vars.colorBgMuted};
  }
  &[aria-selected='true'] {
    font-weight: 600;
    color: ${vars.colorPrimaryText};
    background: ${vars.colorPrimarySoft};
  }
  &[aria-disabled='true'] {
    color: ${vars.colorTextDisabled};
    cursor: not-allowed;
  }
`;

function Chevron() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

/**
 * A select-only combobox (WAI-ARIA APG pattern): focus stays on the trigger, the open listbox is
 * followed with aria-activedescendant. Keys: ↑/↓/Home/End move, Enter/Space pick, Escape/Tab close,
 * letters jump to a matching option. The listbox renders in the portal root, positioned `fixed`.
 */
export function Select<V extends string | number>({
  options,
  value,
  onChange,
  placeholder = uiLabels.select.placeholder,
  disabled = false,
  width,
  id,
  'aria-label': ariaLabel,
}: SelectProps<V>) {
  const field = useFieldControl();
  const portalRoot = usePortalRoot();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    strategy: 'fixed',
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, elements, availableHeight }) {
          Object.assign(elements.floating.style, {
            minWidth: `${rects.reference.width}px`,
            maxHeight: `${Math.min(256, availableHeight)}px`,
          });
        },
      }),
    ],
  });
  // Outside clicks close the list; Escape is handled on the trigger so it does not also close a dialog.
  const dismiss = useDismiss(context, { escapeKey: false });
  const { getReferenceProps, getFloatingProps } = useInteractions([dismiss]);

  useEffect(() => {
    if (open) optionRefs.current[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openAt = (index: number) => {
    if (disabled) return;
    setOpen(true);
    setActive(index);
  };

  const pick = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setOpen(false);
    if (option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const key = event.key;
    if (!open) {
      if (key === 'ArrowDown' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        openAt(selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
      } else if (key === 'ArrowUp') {
        event.preventDefault();
        openAt(selectedIndex >= 0 ? selectedIndex : lastEnabled(options));
      } else if (key.length === 1 && key !== ' ') {
        const found = matchIndex(options, selectedIndex, key);
        if (found !== selectedIndex) pick(found);
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setActive(stepIndex(options, active, key === 'ArrowDown' ? 1 : -1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(firstEnabled(options));
        break;
      case 'End':
        event.preventDefault();
        setActive(lastEnabled(options));
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        pick(active);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        if (key.length === 1) setActive(matchIndex(options, active, key));
    }
  };

  const activeOption = open && active >= 0 ? `${listId}-${active}` : undefined;
  return (
    <>
      <Trigger
        ref={setReference}
        type="button"
        role="combobox"
        {...fieldAria(field)}
        id={id ?? field.id}
        aria-label={ariaLabel}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={activeOption}
        disabled={disabled}
        data-invalid={field.invalid || undefined}
        $width={width}
        {...getReferenceProps({
          onClick: () =>
            open ? setOpen(false) : openAt(selectedIndex >= 0 ? selectedIndex : firstEnabled(options)),
          onKeyDown,
        })}
      >
        {selected ? <Value>{selected.label}</Value> : <Placeholder>{placeholder}</Placeholder>}
        <Chevron />
      </Trigger>
      {open && (
        <FloatingPortal root={portalRoot}>
          <List
            ref={setFloating}
            id={listId}
            role="listbox"
            aria-label={ariaLabel}
            aria-labelledby={ariaLabel ? undefined : field.labelId}
            tabIndex={-1}
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {options.map((option, index) => (
              <Item
                key={String(option.value)}
                ref={(node) => {
                  optionRefs.current[index] = node;
                }}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === selectedIndex}
                aria-disabled={option.disabled || undefined}
                data-active={index === active}
                // Keep focus on the trigger while the pointer picks an option.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => !option.disabled && setActive(index)}
                onClick={() => pick(index)}
              >
                {option.label}
              </Item>
            ))}
          </List>
        </FloatingPortal>
      )}
    </>
  );
}
