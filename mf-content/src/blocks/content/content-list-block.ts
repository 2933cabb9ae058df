import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { ContentList } from './ContentList';
import { loadContentList } from './load-content-list';

export default exposeBlock({ Component: ContentList, load: loadContentList, strings });
