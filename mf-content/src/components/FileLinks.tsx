import { type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import type { CmsFile } from '../api/cms-fields';
import styles from './file-links.module.css';

/** Documents to download, each link named "Download <file>" for screen readers. */
export function FileLinks({ files, language }: { files: CmsFile[]; language: SiteLanguage }) {
  const t = translator(language);
  if (files.length === 0) return null;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.url}>
          <a href={file.url} download aria-label={t('downloadFile', { name: file.name })}>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
