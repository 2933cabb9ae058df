import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { isStaticHtml } from '../../text/static-html';
import { InfoBlock } from '../info-block/InfoBlock';
import { loadInfoBlock } from '../info-block/load-info-block';

// Same fields and component as info_block: the pictures are what this variant is for. Cards of text, pictures
// and links (the home page's products): static unless their CMS HTML opens by script.
export default exposeBlock({ Component: InfoBlock, load: loadInfoBlock, isStatic: (data) => isStaticHtml(...data.items.map((item) => item.html)), strings });
