import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { isStaticHtml } from '../../text/static-html';
import { InfoBlock } from './InfoBlock';
import { loadInfoBlock } from './load-info-block';

// Cards of text, pictures and links (the home page's products): static unless their CMS HTML opens by script.
export default exposeBlock({ Component: InfoBlock, load: loadInfoBlock, isStatic: (data) => isStaticHtml(...data.items.map((item) => item.html)), strings });
