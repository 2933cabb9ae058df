import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { isStaticHtml } from '../../text/static-html';
import { Basic } from './Basic';
import { loadBasic } from './load-basic';

export default exposeBlock({ Component: Basic, load: loadBasic, isStatic: (data) => !data.moreHtml && isStaticHtml(data.html), strings });
