import { useRef, useState } from 'react';
import { ModalDialog, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { WebformServices } from '../../submission/site-services';
import { WebformFlow } from './WebformFlow';
import type { FormsAttributes, WebformData } from './webform-data';
import styles from './webform.module.css';

interface Props extends BlockProps<WebformData> {
  services?: WebformServices;
}

/** The webform block: inline, or in a popup opened by a button (forms spec 2.2). */
export function Webform({ block, context, data, services }: Props) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = translator(context.language);
  // Read at each render: a calculator passes new values in the same block as the visitor changes them.
  const attributes = block.attributes as FormsAttributes;
  if (data.display === 'popup') {
    // In its popup the form's send button takes the focus back: the popup's own title is not the form's to focus.
    const flow = <WebformFlow data={data} attributes={attributes} context={context} services={services} />;
    return (
      <div className={styles.webform}>
        <button type="button" className={`bank-primary-button ${styles.submit}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {data.title ?? t('openForm')}
        </button>
        <ModalDialog open={open} title={data.title ?? t('openForm')} language={context.language} onClose={() => setOpen(false)}>
          {flow}
        </ModalDialog>
      </div>
    );
  }
  return (
    <section className={styles.webform} aria-label={data.title ?? undefined}>
      {data.title && (
        <h2 ref={heading} tabIndex={-1} className={styles.title}>
          {data.title}
        </h2>
      )}
      <WebformFlow data={data} attributes={attributes} context={context} services={services} heading={heading} />
    </section>
  );
}
