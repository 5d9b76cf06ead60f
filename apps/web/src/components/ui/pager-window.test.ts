import { describe, expect, it } from 'vitest';
import { i18n, loadCommon } from '../../lib/i18n';
import { pageCount, pageWindow } from './pager-window';

await loadCommon();

describe('the pager', () => {
  it('shows the serial numbers of the rows on the page', () => {
    expect(pageWindow(3, 10, 4)).toEqual({ from: 21, to: 24 });
  });

  it('counts pages exactly by default: Next stops on the last page', () => {
    expect(pageCount(2, 3)).toEqual({ pages: 3, atLeast: false, hasNext: true });
    expect(pageCount(3, 3)).toEqual({ pages: 3, atLeast: false, hasNext: false });
    expect(pageCount(1, 0)).toEqual({ pages: 1, atLeast: false, hasNext: false });
  });

  it('says "100+" when the search stopped counting, and keeps Next open', () => {
    const state = pageCount(100, 100, false);
    expect(state).toEqual({ pages: 100, atLeast: true, hasNext: true });
    expect(i18n.t(state.atLeast ? 'list.pageOfAtLeast' : 'list.pageOf', { page: 1, totalPages: state.pages })).toBe('Page 1 of 100+');
    expect(i18n.t('list.pageOf', { page: 1, totalPages: 100 })).toBe('Page 1 of 100');
  });
});
