import { allSettled, fork } from 'effector';
import { DEVICE_KEYS } from '../device-memory/device-memory';
import { $remainingProposals, loadNotificationsFx, notificationOpened, type SpecialProposal } from './notifications-model';

const proposal = (id: string): SpecialProposal => ({ id, title: id, summary: '', description: null, href: null, image: null });

describe('notifications model', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps an opened proposal on the device and drops it from what remains', async () => {
    const scope = fork({ handlers: [[loadNotificationsFx, async () => [proposal('credit'), proposal('deposit')]]] });
    await allSettled(loadNotificationsFx, { scope, params: 'uk' });
    expect(scope.getState($remainingProposals)).toHaveLength(2);
    await allSettled(notificationOpened, { scope, params: 'credit' });
    expect(scope.getState($remainingProposals).map((item) => item.id)).toEqual(['deposit']);
    expect(window.localStorage.getItem(DEVICE_KEYS.openedNotifications)).toBe('["credit"]');
  });
});
