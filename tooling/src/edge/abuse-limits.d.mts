export declare const ABUSE_LIMITS: Record<'smsSend' | 'codeCheck' | 'formSend' | 'newsletter' | 'search' | 'report', { perMinute: number }>;
export declare const ABUSE_WINDOW_SECONDS: number;
export declare const SMS_PER_PHONE: { perMinute: number };
