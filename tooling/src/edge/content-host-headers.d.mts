export declare const WITHHELD_CONTENT_HOST_HEADERS: string[];
