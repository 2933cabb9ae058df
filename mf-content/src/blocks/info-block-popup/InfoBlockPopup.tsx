import { useState } from 'react';
import { CmsHtml, ModalDialog, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { CmsListItem } from '../../api/cms-fields';
import { ItemHeading, itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { InfoBlockPopupData } from './load-info-block-popup';

/** Info cards whose details open in a dialog (focus kept inside, Escape closes, focus returns). */
export function InfoBlockPopup({ context, data }: BlockProps<InfoBlockPopupData>) {
  const [open, setOpen] = useState<CmsListItem | null>(null);
  const t = translator(context.language);
  const headingLevel = itemHeadingLevel(Boolean(data.title));
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <ul className={shared.cards}>
        {data.items.map((item) => (
          <li key={item.title} className={shared.card}>
            <ItemHeading level={headingLevel} className={shared.cardTitle}>
              {item.title}
            </ItemHeading>
            <CmsHtml html={item.html} />
            {item.popupHtml && (
              <button type="button" className={shared.button} onClick={() => setOpen(item)} aria-label={t('moreInfo', { title: item.title })}>
                {t('readMore')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ModalDialog open={open !== null} title={open?.title ?? ''} language={context.language} onClose={() => setOpen(null)}>
        <CmsHtml html={open?.popupHtml} />
      </ModalDialog>
    </section>
  );
}
