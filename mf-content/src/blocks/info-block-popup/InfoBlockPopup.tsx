import { useState } from 'react';
import { CmsHtml, ModalDialog, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { CmsListItem } from '../../api/cms-fields';
import { TextCards } from '../../components/TextCards';
import shared from '../../components/blocks.module.css';
import type { InfoBlockPopupData } from './load-info-block-popup';

/** Info cards whose details open in a dialog (focus kept inside, Escape closes, focus returns). */
export function InfoBlockPopup({ context, data }: BlockProps<InfoBlockPopupData>) {
  const [open, setOpen] = useState<CmsListItem | null>(null);
  const t = translator(context.language);
  return (
    <TextCards
      title={data.title}
      items={data.items}
      cardEnd={(item) =>
        item.popupHtml && (
          <button
            type="button"
            className={`bank-secondary-button ${shared.button}`}
            onClick={() => setOpen(item)}
            aria-label={t('moreInfo', { title: item.title })}
          >
            {t('readMore')}
          </button>
        )
      }
    >
      <ModalDialog open={open !== null} title={open?.title ?? ''} language={context.language} onClose={() => setOpen(null)}>
        <CmsHtml html={open?.popupHtml} />
      </ModalDialog>
    </TextCards>
  );
}
