/** What the device keeps for whom, and who is looking at it now (from a page loaded online, so current). */
export type DeviceHolding = {
  /** The signed-in member of the page, or null when signed out. */
  viewer: string | null;
  /** Whether that member may keep event days on the device now (plan, age and adult setting). */
  canSave: boolean;
  /** The member the saved event days were saved for, if any are saved. */
  savedFor: string | undefined;
  /** The member whose edits wait to be sent, if any wait (undefined when nobody is known to have made them). */
  queueOwner: string | undefined;
  waiting: number;
};

export type DeviceCleanup = { removeSavedCopy: boolean; dropQueue: boolean };

/**
 * What must leave the device. The saved pages hold whatever their member could see when they were saved,
 * adult circles among them, so they go as soon as a page online shows that they are not (or no longer)
 * for whoever uses the browser now: another member, nobody signed in, or the same member without the
 * right to them (plan ended, adult content turned off, a birthdate corrected to under 18). Waiting edits
 * stay for their own member, also while signed out, and go only when another member signs in here:
 * they would otherwise be sent with, or shown to, that member.
 */
export function deviceCleanup({ viewer, canSave, savedFor, queueOwner, waiting }: DeviceHolding): DeviceCleanup {
  return {
    removeSavedCopy: savedFor !== undefined && (savedFor !== viewer || !canSave),
    dropQueue: waiting > 0 && viewer !== null && queueOwner !== viewer,
  };
}
