export interface ApiCall {
  name: string;
  methods: string[];
  path: string;
  query?: Record<string, string>;
  via: 'content' | 'edge';
  changesState?: boolean;
  ownOrder?: string;
  limit?: string;
  maxBodyKb: number;
}
export declare const API_CALLS: ApiCall[];
export declare const DEFAULT_BODY_KB: number;
export declare const FORM_SEND_BODY_KB: number;
export declare function allowedCall(method: string, rawUrl: string): ApiCall | null;
