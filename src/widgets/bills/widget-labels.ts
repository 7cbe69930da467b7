import { localized } from '../../contract/localized';

/**
 * The texts of the view switch (BillsWidget), apart from labels.ts: the entry chunk shares no module with
 * the lazily loaded views, or Rollup would export those modules from it and the chunk would lose its
 * manifest key (see tests/build/bundle-size.test.ts).
 */
export const widgetLabels = localized(
  {
    unknownView: '未知的视图',
    /** A view's code did not load: the browser keeps a failed import(), so only a reload brings it. */
    viewLoadFailed: { title: '页面加载失败', message: '网络异常或版本已更新，请刷新页面' },
  },
  {
    unknownView: 'Unknown view',
    viewLoadFailed: {
      title: 'The page failed to load',
      message: 'Network error or a new version was released, please reload the page',
    },
  },
);
