// Inputs beyond the validation table: what visitors paste, what attackers try, what keyboards of other
// scripts produce. Each is named for the reports.

export const LONG = 10_000;

export const EMOJI = '😀';
export const ARABIC = 'محمد عبد الله';
export const HEBREW = 'דוד כהן';
/** RIGHT-TO-LEFT OVERRIDE: flips how the rest of the text is shown. */
export const RTL_OVERRIDE = '\u202E';
export const ZERO_WIDTH_SPACE = '\u200B';
/** ZERO WIDTH NO-BREAK SPACE (the byte order mark): invisible, and JavaScript's `\s` counts it as a space. */
export const ZERO_WIDTH_NO_BREAK = '\uFEFF';
export const BELL = '\u0007';
export const TAB = '\t';
/** Digits of other scripts: Arabic-Indic and full-width. */
export const ARABIC_INDIC_DIGITS = '٠٥٠١٢٣٤٥٦٧';
export const FULL_WIDTH_DIGITS = '０５０１２３４５６７';

export const SQL_TAUTOLOGY = "' OR '1'='1";
export const SQL_DROP = "Robert'); DROP TABLE clients;--";
export const SCRIPT_TAG = '<script>alert(1)</script>';
export const IMAGE_ONERROR = '<img src=x onerror=alert(1)>';
export const ONLY_SPACES = '     ';
