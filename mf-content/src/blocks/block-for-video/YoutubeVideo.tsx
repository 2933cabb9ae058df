import { useState } from 'react';
import { Play } from 'lucide';
import { Icon, runtimeConfig, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import shared from '../../components/blocks.module.css';
import styles from './video.module.css';

// YouTube is contacted only when the visitor asks for the video, at the host config.json names
// (the privacy-enhanced youtube-nocookie sets no cookies before play); the shell's CSP allows that host.
const WATCH_URL = 'https://www.youtube.com/watch?v=';
const REACH_TIMEOUT_MS = 4_000;

type VideoState = { name: 'idle' | 'checking' | 'unreachable' } | { name: 'playing'; src: string };

/** null when config.json names no usable host: the visitor then gets the link to YouTube. */
function embedOrigin(): string | null {
  try {
    return new URL(runtimeConfig().youtubeEmbedOrigin).origin;
  } catch (error) {
    console.warn('video: config.json has no usable youtubeEmbedOrigin', error);
    return null;
  }
}

const embedUrl = (origin: string, id: string) => `${origin}/embed/${encodeURIComponent(id)}?autoplay=1`;
const watchUrl = (id: string) => `${WATCH_URL}${encodeURIComponent(id)}`;

/** A HEAD of the player's own address: no body is fetched twice, and an opaque answer is enough. */
async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', signal: AbortSignal.timeout(REACH_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** A video placeholder that loads the YouTube player on demand and degrades to a link when YouTube is unreachable. */
export function YoutubeVideo({ id, title, language }: { id: string; title: string; language: SiteLanguage }) {
  const [state, setState] = useState<VideoState>({ name: 'idle' });
  const t = translator(language);

  async function play() {
    setState({ name: 'checking' });
    const origin = embedOrigin();
    const src = origin && embedUrl(origin, id);
    setState(src && (await reachable(src)) ? { name: 'playing', src } : { name: 'unreachable' });
  }

  if (state.name === 'playing') {
    return (
      <div className={styles.frame}>
        <iframe src={state.src} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
      </div>
    );
  }
  return (
    <div className={styles.placeholder}>
      <button
        type="button"
        className={`${styles.play} ${styles.needsScript}`}
        onClick={play}
        disabled={state.name === 'checking'}
        aria-label={t('videoPlay', { title })}
      >
        <Icon drawing={Play} size={32} fill="currentColor" />
      </button>
      <p className={styles.caption}>{title}</p>
      {/* The player comes by script: without it the video is a link to YouTube (video.module.css). */}
      <a href={watchUrl(id)} className={`bank-secondary-button ${shared.button} ${styles.withoutScript}`}>
        {t('videoWatchOnYoutube', { title })}
      </a>
      {state.name === 'checking' && <p role="status">{t('loading')}</p>}
      {state.name === 'unreachable' && (
        <p role="alert">
          {t('videoUnavailable')}{' '}
          <a href={watchUrl(id)} target="_blank" rel="noopener noreferrer" className={`bank-secondary-button ${shared.button}`}>
            {t('videoOpenOnYoutube')}
          </a>
        </p>
      )}
    </div>
  );
}
