import { describe, expect, it } from 'vitest';
import { deviceCleanup, type DeviceHolding } from '@/lib/offline/device/device-cleanup';

// What a page loaded online removes from the device: the saved pages as soon as they are not for
// whoever uses the browser now, the waiting edits only when another member signs in here.

const holding = (over: Partial<DeviceHolding>): DeviceHolding => ({ viewer: 'a', canSave: true, savedFor: 'a', queueOwner: 'a', waiting: 1, ...over });

describe('what leaves the device', () => {
  it('keeps everything of the member who may still have it', () => {
    expect(deviceCleanup(holding({}))).toEqual({ removeSavedCopy: false, dropQueue: false });
    expect(deviceCleanup(holding({ savedFor: undefined, waiting: 0, queueOwner: undefined }))).toEqual({ removeSavedCopy: false, dropQueue: false });
  });

  it('removes the saved pages of a member who may no longer see them (adult content off, under 18, plan ended), keeping their edits', () => {
    expect(deviceCleanup(holding({ canSave: false }))).toEqual({ removeSavedCopy: true, dropQueue: false });
  });

  it('removes the saved pages once signed out, while the edits wait for their member', () => {
    expect(deviceCleanup(holding({ viewer: null }))).toEqual({ removeSavedCopy: true, dropQueue: false });
  });

  it('removes both when another member signs in on the browser', () => {
    expect(deviceCleanup(holding({ viewer: 'b' }))).toEqual({ removeSavedCopy: true, dropQueue: true });
    expect(deviceCleanup(holding({ viewer: 'b', savedFor: undefined }))).toEqual({ removeSavedCopy: false, dropQueue: true });
  });

  it('drops waiting edits whose member is not known once a member signs in, and nothing when none wait', () => {
    expect(deviceCleanup(holding({ savedFor: undefined, queueOwner: undefined }))).toEqual({ removeSavedCopy: false, dropQueue: true });
    expect(deviceCleanup(holding({ viewer: 'b', savedFor: undefined, queueOwner: 'a', waiting: 0 }))).toEqual({ removeSavedCopy: false, dropQueue: false });
  });
});
