import { localized } from '../contract/localized';

/**
 * Every text the standalone portal shell shows around its pages, in Chinese and English; the visitor
 * pages' own are in pages/auth/labels.ts. Route and area names come from src/contract/routes.
 */
export const shellLabels = localized(
  {
    brand: '耶罗托盘',
    /** The logo's glyph: the brand's first character (decorative, hidden from screen readers). */
    logo: '耶',

    header: {
      accountPrefix: '当前账号',
      switchCompany: '切换企业',
      switchCompanyTitle: '选择要切换的企业',
      currentCompany: '当前企业',
      switching: '正在切换企业…',
      unread: '未读消息',
      unreadCount: (count: number) => `未读消息 ${count} 条`,
      logout: '退出登录',
      logoutConfirm: '确定要退出登录吗？',
      logoutConfirmLabel: '退出',
      language: '界面语言',
    },

    menu: {
      navigation: '功能菜单',
      loading: '菜单加载中…',
      empty: '暂无可用菜单',
      failed: '菜单加载失败，请重新登录',
    },

    underConstruction: {
      title: '建设中',
      message: '该功能建设中，敬请期待',
      backToLanding: '返回首页',
    },

    /** Top-level routes SPEC §2 lists as requiring login; their pages come in later issues. */
    authTopRoutes: {
      '/app': '应用中心',
      '/information': '信息中心',
      '/transit': '中转管理',
      '/map': '库存地图',
    } as Record<string, string>,
  },
  {
    brand: 'Yelopack Pallets',
    logo: 'Y',

    header: {
      accountPrefix: 'Signed in as',
      switchCompany: 'Switch company',
      switchCompanyTitle: 'Choose the company to switch to',
      currentCompany: 'Current company',
      switching: 'Switching company…',
      unread: 'Unread messages',
      unreadCount: (count) => `${count} unread messages`,
      logout: 'Log out',
      logoutConfirm: 'Do you want to log out?',
      logoutConfirmLabel: 'Log out',
      language: 'Language',
    },

    menu: {
      navigation: 'Menu',
      loading: 'Loading the menu…',
      empty: 'No menu available',
      failed: 'The menu failed to load, please log in again',
    },

    underConstruction: {
      title: 'Under construction',
      message: 'This feature is under construction',
      backToLanding: 'Back to the home page',
    },

    authTopRoutes: {
      '/app': 'App center',
      '/information': 'Information center',
      '/transit': 'Transit management',
      '/map': 'Stock map',
    },
  },
);
