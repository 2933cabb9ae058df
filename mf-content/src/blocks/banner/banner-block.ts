import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { isStaticHtml } from '../../text/static-html';
import { Banner } from './Banner';
import { loadBanner } from './load-banner';

// A hero of text, picture and links: its server HTML is all of it, and the first screen loads no code for it.
export default exposeBlock({ Component: Banner, load: loadBanner, isStatic: (data) => isStaticHtml(data.html), strings });
