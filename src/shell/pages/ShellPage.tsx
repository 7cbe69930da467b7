import { createElement } from 'react';
import { useSearchParams } from 'react-router';
import type { RoleValue } from '../../contract/auth';
import { LIST_URL_STATE_ATTRIBUTE, roleOfPath } from '../../core';
import { useCurrentModuleRoute, useCurrentPageTitle } from '../routing/current-route';
import { ProtocolGate } from './ProtocolGate';
import { UnderConstruction } from './UnderConstruction';
import { WIDGET_PAGES, widgetAttributes } from '../../widgets/declarations';

/**
 * The page of a route inside the shell layout: its widget tag when the area is built (yp-navigate events
 * from the tag are routed by routing/RootFrame), otherwise an honest 建设中 page. The shell owns the URL,
 * so its widgets keep their lists' paging and filters in the query string (LIST_URL_STATE_ATTRIBUTE).
 * The pallet area's pages are behind its protocol notice (ProtocolGate).
 */
export function ShellPage() {
  const route = useCurrentModuleRoute();
  const content = <PageContent />;
  return route && roleOfPath(route.path) === PALLET_ROLE ? <ProtocolGate>{content}</ProtocolGate> : content;
}

/** The pallet-sharing area (/yelopack/*): its pages wait for the company's use agreement (ProtocolGate). */
const PALLET_ROLE: RoleValue = 2;

function PageContent() {
  const route = useCurrentModuleRoute();
  const title = useCurrentPageTitle();
  const [search] = useSearchParams();
  const page = route ? WIDGET_PAGES.get(route.path) : undefined;
  if (!page) return <UnderConstruction label={title} />;
  return createElement(page.tag, {
    key: route?.path,
    ...widgetAttributes(page, search),
    [LIST_URL_STATE_ATTRIBUTE]: '',
  });
}
