/** The pages visitors judge the bank by (issue 27), in Ukrainian: what the look's tests approve and check at each width. */
export const JUDGED_PAGES = [
  ['home', '/uk'],
  ['business', '/uk/business'],
  ['product', '/uk/credits/naikrashcha-propozytsiia'],
  ['rates', '/uk/rates'],
  ['branches', '/uk/branches'],
  ['search', '/uk/search/%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82'],
] as const;
