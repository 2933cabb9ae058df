import { exposeBlock } from '@bank/shared-kit';
import { TabsBlock } from './TabsBlock';
import { loadTabsBlock } from './load-tabs';

export default exposeBlock({ Component: TabsBlock, load: loadTabsBlock });
