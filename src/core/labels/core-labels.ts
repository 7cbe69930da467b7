import { localized } from '../../contract/localized';

/** Every user-facing text of src/core (GLOSSARY.md), in Simplified Chinese and English. */
export const labels = localized(
  {
    errors: {
      /** handling class -1 */
      loginTimedOut: '连接超时，请重新登录',
      /** handling class 0 */
      systemBusy: '系统繁忙，请稍后再试',
      /** handling class -3 */
      loginChanged: '登录信息已变更，请重新登录',
      requestFailed: '请求失败',
      networkFailed: '网络请求失败',
      networkException: '网络请求异常',
      requestCanceled: '请求已取消',
    },
    updateNotice: {
      title: '发现新版本',
      message: '系统已发布新版本，请刷新页面',
      refresh: '确认刷新',
      dismiss: '我知道了',
    },
    confirm: {
      title: '提示',
      cancel: '取消',
      ok: '确定',
    },
    actions: {
      search: '查询',
      reset: '重置',
      export: '导出',
      view: '查看',
      detail: '详情',
      add: '新增',
      edit: '编辑',
      delete: '删除',
      confirm: '确认',
      cancel: '取消',
      sign: '签收',
      transfer: '调拨',
      outbound: '出库',
      inbound: '入库',
      return: '归还',
      recycle: '回收',
      audit: '审核',
      reject: '驳回',
      pay: '支付',
      signContract: '签署',
      download: '下载',
    },
  } as const,
  {
    errors: {
      loginTimedOut: 'The connection timed out, please log in again',
      systemBusy: 'The system is busy, please try again later',
      loginChanged: 'Your login has changed, please log in again',
      requestFailed: 'The request failed',
      networkFailed: 'The network request failed',
      networkException: 'Network error',
      requestCanceled: 'The request was cancelled',
    },
    updateNotice: {
      title: 'New version available',
      message: 'A new version of the portal has been released, please reload the page',
      refresh: 'Reload',
      dismiss: 'Got it',
    },
    confirm: {
      title: 'Confirm',
      cancel: 'Cancel',
      ok: 'OK',
    },
    actions: {
      search: 'Search',
      reset: 'Reset',
      export: 'Export',
      view: 'View',
      detail: 'Details',
      add: 'Add',
      edit: 'Edit',
      delete: 'Delete',
      confirm: 'Confirm',
      cancel: 'Cancel',
      sign: 'Sign for',
      transfer: 'Transfer',
      outbound: 'Outbound',
      inbound: 'Inbound',
      return: 'Return',
      recycle: 'Recycle',
      audit: 'Approve',
      reject: 'Reject',
      pay: 'Pay',
      signContract: 'Sign',
      download: 'Download',
    },
  },
);

export type CoreLabels = typeof labels;
