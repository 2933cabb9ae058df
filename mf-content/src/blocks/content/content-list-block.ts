import { exposeBlock } from '@bank/shared-kit';
import { ContentList } from './ContentList';
import { loadContentList } from './load-content-list';

export default exposeBlock({ Component: ContentList, load: loadContentList });
