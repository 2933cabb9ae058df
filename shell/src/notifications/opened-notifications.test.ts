import { parseOpened, remainingNotifications, withOpened } from './opened-notifications';

const items = [{ id: 'credit' }, { id: 'deposit' }, { id: 'cashback' }];

describe('notification memory', () => {
  it('removes the items the visitor opened and keeps the order of the rest', () => {
    expect(remainingNotifications(items, ['deposit']).map((item) => item.id)).toEqual(['credit', 'cashback']);
  });

  it('counts down to none when every item was opened', () => {
    const opened = items.reduce<string[]>((ids, item) => withOpened(ids, item.id), []);
    expect(remainingNotifications(items, opened)).toEqual([]);
  });

  it('remembers an item once however often it is opened', () => {
    expect(withOpened(withOpened([], 'credit'), 'credit')).toEqual(['credit']);
  });

  it('reads what the device kept, ignoring anything unreadable', () => {
    expect(parseOpened('["credit",4,"deposit"]')).toEqual(['credit', 'deposit']);
    expect(parseOpened('{broken')).toEqual([]);
    expect(parseOpened(null)).toEqual([]);
  });
});
