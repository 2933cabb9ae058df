import type { BlockProps } from '@bank/shared-kit';
import shared from '../../components/blocks.module.css';
import type { VideoData } from './load-block-for-video';
import { YoutubeVideo } from './YoutubeVideo';
import styles from './video.module.css';

/** One or more YouTube videos, each loaded only when the visitor plays it. */
export function BlockForVideo({ context, data }: BlockProps<VideoData>) {
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <ul className={styles.videos}>
        {data.videos.map((video) => (
          <li key={video.id}>
            <YoutubeVideo id={video.id} title={video.title} language={context.language} />
          </li>
        ))}
      </ul>
    </section>
  );
}
