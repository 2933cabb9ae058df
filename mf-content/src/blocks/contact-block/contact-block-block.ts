import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { isStaticHtml } from '../../text/static-html';
import { ContactBlock } from './ContactBlock';
import { loadContactBlock } from './load-contact-block';

export default exposeBlock({
  Component: ContactBlock,
  load: loadContactBlock,
  isStatic: (data) => isStaticHtml(...data.items.map((item) => item.html)),
  strings,
});
