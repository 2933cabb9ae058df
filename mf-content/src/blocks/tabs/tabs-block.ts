import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { TabsBlock } from './TabsBlock';
import { loadTabsBlock } from './load-tabs';

export default exposeBlock({ Component: TabsBlock, load: loadTabsBlock, strings });
