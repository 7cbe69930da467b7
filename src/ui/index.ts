export { vars, themeTokensCss, type TokenName } from './theme/tokens';
export { GlobalTokens, HostTokens } from './theme/GlobalTokens';
export { KitStyle, classNames } from './theme/KitStyle';
export { focusRingOf } from './theme/mixins';
export { uiLabels } from './labels';
export { punctuationLabels } from './punctuation-labels';
export { PortalRootProvider, usePortalRoot, type PortalRoot } from './PortalRoot';
export {
  Button,
  IconButton,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type IconButtonProps,
} from './Button';
export { Table, type TableColumn, type TableProps } from './Table';
export { nextSort, type SortState, type SortOrder } from './table-sort';
export { Pagination, type PaginationProps } from './Pagination';
export { PAGE_SIZE_CHOICES, pageCount, clampPage } from './pagination-math';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { Field, type FieldProps } from './Field';
export { useFieldControl, type FieldControlProps } from './field-context';
export { TextInput, type TextInputProps } from './TextInput';
export { PasswordInput } from './PasswordInput';
export { Select, type SelectOption, type SelectProps } from './Select';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { type DateRange } from './date-range';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Dialog, type DialogProps } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmProvider, useConfirm, type Confirm, type ConfirmRequest } from './ConfirmProvider';
export { ToastHost } from './ToastHost';
export { Notice, type NoticeProps } from './Notice';
export { Popover, type PopoverProps } from './Popover';
export { MenuButton, type MenuButtonProps, type MenuItem } from './MenuButton';
export { ExportButtons, type ExportButtonsProps, type ExportTarget } from './ExportButtons';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Badge } from './Badge';
export { SendCodeButton } from './SendCodeButton';
export { FileButton, type FileButtonProps } from './FileButton';
export { Steps, type StepsProps } from './Steps';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Empty } from './Empty';
export { Loading } from './Loading';
export { LoadError, type LoadErrorProps } from './LoadError';
export { Spinner } from './Spinner';
export { VisuallyHidden } from './VisuallyHidden';
export { Card, PageHeader, Stack, TitledCard } from './Layout';
export { FigureTile, FigureTiles, HeadlineTile } from './FigureTiles';
export { Toolbar, RowActions, RowActionButton, type RowActionButtonProps } from './ListLayout';
export { PagedTable, type PagedTableProps, type PagedTableState } from './PagedTable';
export { Details } from './Details';
export { DetailStates, type DetailState, type DetailStatesProps } from './DetailStates';
export { dateFilters, setFilters, type SetFilters } from './list-query';
export { KeywordField, type KeywordFieldProps } from './KeywordField';
export { KeywordDateFields, type KeywordDateFieldsProps } from './KeywordDateFields';
export { SelectFilter, type SelectFilterProps } from './SelectFilter';
export { FilterTabs, type FilterTabsProps } from './FilterTabs';
export { optionsWithAll, tabItemsOf, withAll } from './select-options';
export {
  FormField,
  markServerFieldErrors,
  rulesResolver,
  type FormFieldProps,
  type BoundControl,
} from './form';
export {
  ChartWithTable,
  LazyChart,
  type ChartWithTableProps,
  type LazyChartProps,
  type ChartData,
  type ChartKind,
  type ChartSeries,
} from './charts';
