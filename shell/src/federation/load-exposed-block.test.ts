import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteFailed } from '@bank/shared-kit';
import { loadExposedBlock, setRemoteLoadTimeout } from './load-exposed-block';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const exposed = { Component: () => null, parcel: { mount: jest.fn() } };

/** A remote's module that answers when the test says so. */
function slowRemote() {
  let arrive: (module: unknown) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  loadRemoteMock.mockReturnValueOnce(
    new Promise((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    }),
  );
  return { arrive: () => arrive({ default: exposed }), fail: () => fail(new Error('connection refused')) };
}

const tasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading an exposed block', () => {
  const failures: unknown[] = [];
  const unwatch = remoteFailed.watch((failure) => failures.push(failure));
  afterAll(() => unwatch());

  beforeEach(() => {
    loadRemoteMock.mockReset();
    failures.length = 0;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoadTimeout(30);
  });

  it('gives a remote up as slow after the time limit, reports it, and says when it arrives after all', async () => {
    const remote = slowRemote();
    const onLateArrival = jest.fn();
    const owner = { remote: 'mf_calculators', parcel: './cash-credit' };
    expect(await loadExposedBlock(owner, onLateArrival)).toBeNull();
    expect(failures).toEqual([expect.objectContaining({ remote: 'mf_calculators', module: 'mf_calculators/cash-credit' })]);
    expect(onLateArrival).not.toHaveBeenCalled();

    remote.arrive();
    await tasks();
    expect(onLateArrival).toHaveBeenCalledTimes(1);
    loadRemoteMock.mockResolvedValueOnce({ default: exposed });
    expect(await loadExposedBlock(owner)).toBe(exposed);
  });

  it('never calls a remote that failed outright late', async () => {
    const remote = slowRemote();
    const onLateArrival = jest.fn();
    remote.fail();
    expect(await loadExposedBlock({ remote: 'mf_rates', parcel: './rates' }, onLateArrival)).toBeNull();
    await tasks();
    expect(onLateArrival).not.toHaveBeenCalled();
  });

  it('loads a remote once for every block of the page that asks for it', async () => {
    loadRemoteMock.mockResolvedValue({ default: exposed });
    const owner = { remote: 'mf_content', parcel: './basic' };
    const loads = await Promise.all([loadExposedBlock(owner), loadExposedBlock(owner)]);
    expect(loads).toEqual([exposed, exposed]);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});
