import { useState } from 'react';
import { translator, type SiteLanguage } from '@bank/shared-kit';
import shared from '../../components/blocks.module.css';
import styles from './video.module.css';

// YouTube is contacted only when the visitor asks for the video; the privacy-enhanced host sets no cookies before play.
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const WATCH_URL = 'https://www.youtube.com/watch?v=';
const REACH_TIMEOUT_MS = 4_000;

type VideoState = 'idle' | 'checking' | 'playing' | 'unreachable';

async function youtubeReachable(): Promise<boolean> {
  try {
    await fetch(`${EMBED_ORIGIN}/favicon.ico`, { mode: 'no-cors', signal: AbortSignal.timeout(REACH_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** A video placeholder that loads the YouTube player on demand and degrades to a link when YouTube is unreachable. */
export function YoutubeVideo({ id, title, language }: { id: string; title: string; language: SiteLanguage }) {
  const [state, setState] = useState<VideoState>('idle');
  const t = translator(language);

  async function play() {
    setState('checking');
    setState((await youtubeReachable()) ? 'playing' : 'unreachable');
  }

  if (state === 'playing') {
    return (
      <div className={styles.frame}>
        <iframe src={`${EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1`} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
      </div>
    );
  }
  return (
    <div className={styles.placeholder}>
      <button type="button" className={styles.play} onClick={play} disabled={state === 'checking'} aria-label={t('videoPlay', { title })}>
        ▶
      </button>
      <p className={styles.caption}>{title}</p>
      {state === 'checking' && <p role="status">{t('loading')}</p>}
      {state === 'unreachable' && (
        <p role="alert">
          {t('videoUnavailable')}{' '}
          <a href={`${WATCH_URL}${encodeURIComponent(id)}`} target="_blank" rel="noopener noreferrer" className={shared.button}>
            {t('videoOpenOnYoutube')}
          </a>
        </p>
      )}
    </div>
  );
}
