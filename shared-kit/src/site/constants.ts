// Every number the specs name, defined once.
export const DESKTOP_MIN_WIDTH = 1024;
export const TABLET_MIN_WIDTH = 768;
export const MOBILE_MAX_WIDTH = 600;
export const QUICK_PAY_MIN_WIDTH = 500;
export const QUICK_PAY_SCROLL_PX = 700;
export const STICKY_STRIP_SCROLL_PX = 700;

export const NOTICE_HIDE_MS = 43_200_000;
export const NOTIFICATION_EXCERPT_CHARS = 50;
export const AFFILIATE_COOKIE_MAX_AGE_S = 108_000;
export const CHAT_APPEAR_MS = 15_000;
export const CHAT_SOUND_MS = 17_000;
export const ANALYTICS_RETRY_MS = 1_000;

export const EXCERPT_CHARS = 300;
export const BANK_HISTORY_EXCERPT_CHARS = 430;
export const BLOG_EXCERPT_CHARS = 255;
export const IMAGE_QUALITY = 75;
/** The widths a picture is asked for in its srcset (the content system's optimiser resizes to any). */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export const FONT_SCALES = [100, 113, 125] as const;

export const COMPARE_MAX = 3;
export const PAGE_SIZE_DEFAULT = 10;
export const BRANCH_PAGE_SIZE = 5;
export const PAGINATION_MAX_NUMBERS = 4;

export const SMS_CODE_DIGITS = 4;
export const SMS_MAX_TRIES = 3;
export const TEXTAREA_MAX_CHARS = 4000;
export const NAME_MAX_CHARS = 60;
export const PROGRESS_BASE_PERCENT = 5;

export const INCOME_TAX_PERCENT = 18;
export const MILITARY_LEVY_PERCENT = 1.5;
export const SECRET_CODE_BONUS_PERCENT = 1;

export const POPUP_RESULT_RESET_MS = 5_000;
export const NEWSLETTER_CONFIRMATION_MS = 3_000;
export const INLINE_RETURN_RESET_MS = 100;
export const CAROUSEL_AUTOPLAY_MS = 5_000;

export const PAYMENT_CARDS_COLLAPSE_AFTER = 3;
export const PARTNER_GRID_MEDIUM_ABOVE = 10;
export const PARTNER_GRID_SMALL_ABOVE = 20;
export const YEAR_FILTER_FIRST_YEAR = 2019;

export const MAP_DEFAULT_CENTRE = { lat: 50.4501, lng: 30.5234 } as const;
export const MAP_DEFAULT_ZOOM = 12;
export const MAP_MIN_ZOOM = 12;
export const MAP_MARKER_PX = 46;
export const MAP_HEIGHT_PX = 500;
export const EARTH_RADIUS_KM = 6371;
export const BRANCH_CATEGORY_COUNT = 4;
