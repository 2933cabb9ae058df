/** Where a block stands after asking for new data (another tab, another currency). */
export type RefreshStatus = 'ready' | 'loading' | 'failed';
