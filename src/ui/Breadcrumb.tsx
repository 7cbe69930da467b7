import styled from 'styled-components';
import type { MouseEvent, ReactNode } from 'react';
import { uiLabels } from './labels';
import { focusRing } from './theme/mixins';
import { vars } from './theme/tokens';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Without a path the entry is plain text (an area or menu group). */
  path?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  onNavigate: (path: string) => void;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSizeMd};
  color: ${vars.colorTextSecondary};

  li + li::before {
    content: '/';
    padding: 0 ${vars.spaceSm};
    color: ${vars.colorTextDisabled};
  }
`;

const Link = styled.a`
  color: ${vars.colorTextSecondary};
  text-decoration: none;
  border-radius: 2px;
  ${focusRing}
  &:hover {
    color: ${vars.colorPrimaryText};
  }
`;

const Current = styled.span`
  color: ${vars.colorText};
`;

/** Plain left clicks navigate in-app; modified clicks keep the browser's open-in-new-tab behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The crumb trail; the last item is the current page. */
export function Breadcrumb({ items, onNavigate }: BreadcrumbProps) {
  return (
    <nav aria-label={uiLabels.breadcrumb.region}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const key = item.path ?? `${index}`;
          if (last) {
            return (
              <li key={key}>
                <Current aria-current="page">{item.label}</Current>
              </li>
            );
          }
          const path = item.path;
          return (
            <li key={key}>
              {path ? (
                <Link
                  href={path}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onNavigate(path);
                  }}
                >
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
