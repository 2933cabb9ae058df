import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { CHAT_APPEAR_MS, CHAT_SOUND_MS, runtimeConfig, translator, type SiteLanguage } from '@bank/shared-kit';
import { $chatSwitchedOn } from './chat-model';
import { loadScript } from './load-script';
import { playChime } from './chime';
import styles from './chat-widget.module.css';

type ChatStage = 'waiting' | 'shown' | 'active';

/** The chat script listens for this event to open its window. */
const CHAT_OPEN_EVENT = 'bank-chat:open';

/**
 * The chat launcher. Its script (runtimeConfig().chat.scriptUrl) loads only when the basic block
 * switches the chat on; the launcher appears 15 s after the page loaded and turns active with a
 * sound at 17 s. A script that cannot load leaves nothing on the page.
 */
export function ChatWidget({ language }: { language: SiteLanguage }) {
  const t = translator(language);
  const switchedOn = useUnit($chatSwitchedOn);
  const [stage, setStage] = useState<ChatStage>('waiting');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const { scriptUrl } = runtimeConfig().chat;
    if (!switchedOn || !scriptUrl) return;
    let cancelled = false;
    loadScript(scriptUrl).then(
      () => !cancelled && setLoaded(true),
      (error: unknown) => console.warn('chat widget unavailable', error),
    );
    return () => {
      cancelled = true;
    };
  }, [switchedOn]);

  // Counted from the shell's first mount in the browser, the moment the page is usable.
  useEffect(() => {
    const appear = window.setTimeout(() => setStage('shown'), CHAT_APPEAR_MS);
    const activate = window.setTimeout(() => setStage('active'), CHAT_SOUND_MS);
    return () => {
      window.clearTimeout(appear);
      window.clearTimeout(activate);
    };
  }, []);

  const active = loaded && stage === 'active';
  useEffect(() => {
    if (active) playChime();
  }, [active]);

  if (!loaded || stage === 'waiting') return null;
  return (
    <div className={styles.chat}>
      <button
        type="button"
        className={active ? `${styles.launcher} ${styles.active}` : styles.launcher}
        onClick={() => window.dispatchEvent(new CustomEvent(CHAT_OPEN_EVENT))}
      >
        {t('onlineChat')}
      </button>
      <p role="status" className={styles.status}>
        {active ? t('chatConsultantOnline') : ''}
      </p>
    </div>
  );
}
