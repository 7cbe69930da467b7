import type { ComponentType } from 'react';
import { useCurrentModuleRoute, useCurrentPageTitle } from '../routing/current-route';
import { MessageDetailPage, MessageListPage } from './MessagesPage';
import { UnderConstruction } from './UnderConstruction';

/** Pages already built as widgets; every other page inside the layout is still under construction. */
const BUILT_PAGES: Readonly<Record<string, ComponentType>> = {
  '/message/message': MessageListPage,
  '/message/detail': MessageDetailPage,
};

/** The page of a route inside the shell layout, chosen by the route's handle. */
export function ShellPage() {
  const route = useCurrentModuleRoute();
  const title = useCurrentPageTitle();
  const Page = route ? BUILT_PAGES[route.path] : undefined;
  return Page ? <Page /> : <UnderConstruction label={title} />;
}
