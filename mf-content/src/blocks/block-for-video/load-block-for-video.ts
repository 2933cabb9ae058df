import type { CmsBlock } from '@bank/shared-kit';
import { textField } from '../../api/cms-fields';

export interface VideoData {
  title: string | null;
  videos: Array<{ id: string; title: string }>;
}

/** field_youtube: one video or a list (slider_video), each with its YouTube video_id. */
export async function loadBlockForVideo(block: CmsBlock): Promise<VideoData> {
  const raw = block.attributes.field_youtube;
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []) as Array<{ video_id?: string; title?: string }>;
  const title = textField(block.attributes.field_block_title);
  return {
    title,
    videos: list.filter((video) => video.video_id).map((video) => ({ id: video.video_id ?? '', title: video.title ?? title ?? video.video_id ?? '' })),
  };
}
