import { useState } from 'react';
import { translator, type BlockProps } from '@bank/shared-kit';
import { Dialog } from '../../dialog/Dialog';
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
  const t = translator(context.language);
  // Read at each render: a calculator passes new values in the same block as the visitor changes them.
  const attributes = block.attributes as FormsAttributes;
  const flow = <WebformFlow data={data} attributes={attributes} context={context} services={services} />;
  if (data.display === 'popup') {
    return (
      <div className={styles.webform}>
        <button type="button" className={styles.submit} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {data.title ?? t('openForm')}
        </button>
        <Dialog open={open} title={data.title ?? t('openForm')} closeLabel={t('close')} onClose={() => setOpen(false)}>
          {flow}
        </Dialog>
      </div>
    );
  }
  return (
    <section className={styles.webform} aria-label={data.title ?? undefined}>
      {data.title && <h2 className={styles.title}>{data.title}</h2>}
      {flow}
    </section>
  );
}
