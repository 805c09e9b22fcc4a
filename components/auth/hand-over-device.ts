/**
 * Before a sign-in or sign-out is sent: the browser is changing hands, so no copy kept on the device
 * opens until the page that follows, loaded online, says who uses it (lib/offline/device/device-owner.ts). The
 * offline code loads only now, when a form is sent.
 */
export const handOverDevice = (as: 'signIn' | 'signOut'): Promise<void> =>
  import('@/lib/offline/device/device-owner').then((module) => module.forgetDeviceOwner(as)).catch(() => undefined);
