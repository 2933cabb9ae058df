import { cmsHtmlNeedsScript, exposeBlock } from '@bank/shared-kit';
import { Basic, type BasicData } from './Basic';
import { loadBasic } from './load-basic';

/** Text without Show more or slide toggles is all in its server HTML. */
const isStatic = (data: BasicData) => !data.moreHtml && !cmsHtmlNeedsScript(data.html);

export default exposeBlock({ Component: Basic, load: loadBasic, isStatic });
