/** The shared core of the Yelopack portal: everything widgets and the shell use, from one entry. */
export * from './constants';
export { labels, type CoreLabels } from './labels/core-labels';
export { createTraceId } from './trace-id';
export {
  currentLocale,
  setLocale,
  onLocaleChange,
  rememberedLocale,
  rememberLocale,
  switchLocale,
  withTranslations,
} from './locale';
export {
  configure,
  getConfig,
  resetConfig,
  currentToken,
  YelopackPortal,
  type PortalConfig,
  type ConfigureOptions,
} from './config';
export {
  toastBus,
  sessionEvents,
  type Toast,
  type ToastRequest,
  type ToastTone,
  type SessionExpiredEvent,
} from './notify';
export {
  WIDGET_EVENTS,
  type WidgetEventName,
  type WidgetNavigateDetail,
  type WidgetEventDetails,
  type ContractSignedDetail,
} from './events';
export { createEmitter, type Emitter } from './emitter';
export { browserStorage, memoryStorage, type KeyValueStorage } from './storage';
export { ROLE_AREAS, MODULE_ROUTES, roleOfPath, areaOfRole, pickDefaultModule } from './areas';

export {
  sessionStore,
  createSessionStore,
  DEFAULT_SESSION,
  SESSION_STORAGE_KEY,
  type SessionState,
  type SessionStore,
} from './session/session-store';
export {
  crumbStore,
  createCrumbStore,
  nextTrail,
  CRUMBS_STORAGE_KEY,
  type Crumb,
  type CrumbStore,
} from './session/crumbs';

export { ApiError, isApiError, TRANSPORT_FAILURE_CODE, type FieldError } from './http/api-error';
export {
  handlingClassOf,
  toastDurationOf,
  clearsLoginClass,
  mapReturnStatus,
  type HandlingClass,
  type ReturnOutcome,
} from './http/error-catalogue';
export {
  api,
  createHttpClient,
  type HttpClient,
  type HttpClientDeps,
  type RequestOptions,
  type ExportParams,
} from './http/client';

export { hasPermission } from './permissions/has-permission';
export {
  permissionStore,
  createPermissionStore,
  PLACEHOLDER_PERMISSIONS,
  type PermissionStore,
  type LoadedPermissions,
  type LoadPermissionsRequest,
} from './permissions/permission-store';

export {
  createVersionWatcher,
  fetchServerVersion,
  fetchStaticVersion,
  type VersionWatcher,
  type VersionWatcherOptions,
  type VersionScheduler,
} from './version/version-check';

export { isValidPlateNumber } from './validators/plate-number';
export { maskPhone } from './format/phone';
export { toDateRange, type DateInput } from './format/date-range';
export * from './format/date-time';
export { formatCount } from './format/number';
export { formatFen } from './format/money';
export { formatTrayType } from '../contract/tray-type';
export { encryptWithPublicKey, fetchPublicKey, encryptForServer } from './crypto/encrypt';
export { decideNavigation, landingOf, type NavigationRequest, type NavigationDecision } from './route-guard';

export { listExportUrl, openDownload, openListExport } from './http/list-export';
export { createEventStream, type EventStreamOptions } from './live/event-stream';
export { subscribeUnread } from './live/unread-stream';

export { useSession } from './react/use-session';
export { useLocale } from './react/use-locale';
export { usePermissions, type PermissionsView } from './react/use-permissions';
export { PermissionGate, type PermissionGateProps } from './react/permission-gate';

export {
  ANONYMOUS_SCOPE,
  apiQueryKey,
  hashToken,
  queryScope,
  subscribeQueryScope,
  type ApiQueryKey,
} from './query/query-scope';
export {
  LIST_URL_STATE_ATTRIBUTE,
  readListUrlState,
  writeListUrlState,
  type ListUrlState,
} from './query/list-url-state';
