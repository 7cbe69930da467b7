import { localized } from '../contract/localized';

/**
 * Every text the UI kit shows, in Chinese and English, on its own (callers pass their business texts in props).
 * Functions are used where a number goes into the sentence.
 */
export const uiLabels = localized(
  {
    common: {
      confirm: '确定',
      cancel: '取消',
      close: '关闭',
      search: '查询',
      reset: '重置',
      /** The no-filter choice of a filter's select. */
      all: '全部',
      /** A label before its value, with the language's colon (full-width in Chinese). */
      labelled: (label: string, value: string) => `${label}：${value}`,
    },
    loading: '加载中…',
    /** SendCodeButton: an SMS code, then the wait before another may be asked for. */
    sendCode: '获取验证码',
    resendIn: (seconds: number) => `${seconds} 秒后重新获取`,
    empty: '暂无数据',
    loadError: {
      title: '加载失败',
      retry: '重试',
    },
    chart: {
      /** In the chart's place while its library loads (the table beside it already shows the numbers). */
      loading: '图表加载中…',
      /** When the library cannot be fetched: the numbers are still in the table. */
      loadError: '图表加载失败，数据见表格',
      /** The toggle between the chart and its table. */
      show: '显示方式',
      modes: { chart: '图表', table: '表格' },
    },
    table: {
      sortAscending: '升序',
      sortDescending: '降序',
      sortNone: '未排序',
      /** A cell that holds nothing. */
      emptyCell: '—',
    },
    pagination: {
      region: '分页',
      total: (total: number) => `共 ${total} 条`,
      pageSizeOption: (size: number) => `${size} 条/页`,
      pageSize: '每页条数',
      previous: '上一页',
      next: '下一页',
      page: (page: number) => `第 ${page} 页`,
      jumpTo: '跳至',
      jumpSuffix: '页',
    },
    filterBar: {
      region: '筛选条件',
      keyword: '关键词',
      dateRange: '日期',
    },
    field: {
      required: '必填',
    },
    select: {
      placeholder: '请选择',
    },
    password: {
      show: '显示密码',
      hide: '隐藏密码',
    },
    exportMenu: {
      /** The one toolbar button whose menu lists a page's downloads. */
      trigger: '导出',
    },
    datePicker: {
      placeholder: '年-月-日',
      open: '选择日期',
      /** The calendar button of a named date field. */
      openFor: (field: string) => `选择日期（${field}）`,
      calendar: '日历',
      previousMonth: '上个月',
      nextMonth: '下个月',
      today: '今天',
      clear: '清除',
    },
    dateRange: {
      start: '开始日期',
      end: '结束日期',
      separator: '至',
    },
    confirmDialog: {
      title: '提示',
      warning: '警告',
    },
    breadcrumb: {
      region: '面包屑导航',
    },
    toast: {
      region: '消息通知',
    },
  } as const,
  {
    common: {
      confirm: 'OK',
      cancel: 'Cancel',
      close: 'Close',
      search: 'Search',
      reset: 'Reset',
      all: 'All',
      labelled: (label, value) => `${label}: ${value}`,
    },
    loading: 'Loading…',
    sendCode: 'Get code',
    resendIn: (seconds: number) => `Resend in ${seconds} s`,
    empty: 'No data',
    loadError: {
      title: 'Failed to load',
      retry: 'Retry',
    },
    chart: {
      loading: 'Loading the chart…',
      loadError: 'The chart failed to load; the figures are in the table',
      show: 'Show as',
      modes: { chart: 'Chart', table: 'Table' },
    },
    table: {
      sortAscending: 'Ascending',
      sortDescending: 'Descending',
      sortNone: 'Not sorted',
      emptyCell: '—',
    },
    pagination: {
      region: 'Pagination',
      total: (total: number) => `${total} in all`,
      pageSizeOption: (size: number) => `${size} / page`,
      pageSize: 'Rows per page',
      previous: 'Previous page',
      next: 'Next page',
      page: (page: number) => `Page ${page}`,
      jumpTo: 'Go to',
      jumpSuffix: 'page',
    },
    filterBar: {
      region: 'Filters',
      keyword: 'Keyword',
      dateRange: 'Date',
    },
    field: {
      required: 'Required',
    },
    select: {
      placeholder: 'Please choose',
    },
    password: {
      show: 'Show password',
      hide: 'Hide password',
    },
    exportMenu: {
      trigger: 'Export',
    },
    datePicker: {
      placeholder: 'YYYY-MM-DD',
      open: 'Choose a date',
      openFor: (field: string) => `Choose a date (${field})`,
      calendar: 'Calendar',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      today: 'Today',
      clear: 'Clear',
    },
    dateRange: {
      start: 'Start date',
      end: 'End date',
      separator: 'to',
    },
    confirmDialog: {
      title: 'Confirm',
      warning: 'Warning',
    },
    breadcrumb: {
      region: 'Breadcrumb',
    },
    toast: {
      region: 'Notifications',
    },
  },
);
