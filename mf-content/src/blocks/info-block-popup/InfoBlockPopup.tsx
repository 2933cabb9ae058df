import { useState } from 'react';
import { CmsHtml, ModalDialog, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { CmsListItem } from '../../api/cms-fields';
import { TextCards } from '../../components/TextCards';
import shared from '../../components/blocks.module.css';
import type { InfoBlockPopupData } from './load-info-block-popup';
import styles from './info-block-popup.module.css';

/**
 * Info cards whose details open in a dialog (focus kept inside, Escape closes, focus returns). The server's HTML
 * holds each card's details too, shown on the card only to a page without script (info-block-popup.module.css).
 */
export function InfoBlockPopup({ context, data }: BlockProps<InfoBlockPopupData>) {
  const [open, setOpen] = useState<CmsListItem | null>(null);
  const t = translator(context.language);
  return (
    <TextCards
      title={data.title}
      items={data.items}
      cardEnd={(item) =>
        item.popupHtml && (
          <>
            <button
              type="button"
              className={`bank-secondary-button ${shared.button} ${styles.opensDialog}`}
              onClick={() => setOpen(item)}
              aria-label={t('moreInfo', { title: item.title })}
            >
              {t('readMore')}
            </button>
            <CmsHtml html={item.popupHtml} className={styles.withoutScript} />
          </>
        )
      }
    >
      <ModalDialog open={open !== null} title={open?.title ?? ''} language={context.language} onClose={() => setOpen(null)}>
        <CmsHtml html={open?.popupHtml} />
      </ModalDialog>
    </TextCards>
  );
}
