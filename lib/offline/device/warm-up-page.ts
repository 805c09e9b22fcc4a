// Opens a saved page in a hidden frame until its scripts stop requesting, so that the service worker
// stores the data those scripts fetch (it keeps every request of a saved page).

const quietMs = 1_500;
const longestMs = 20_000;

export function warmUpPage(url: string): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;left:-10000px;top:0;width:1024px;height:768px;border:0;visibility:hidden';
    const started = Date.now();
    let lastCount = -1;
    let lastChange = started;
    const finish = () => {
      clearInterval(timer);
      frame.remove();
      resolve();
    };
    const timer = setInterval(() => {
      const entries = frame.contentWindow?.performance.getEntriesByType('resource').length ?? 0;
      const loaded = frame.contentDocument?.readyState === 'complete';
      if (entries !== lastCount) {
        lastCount = entries;
        lastChange = Date.now();
      }
      if ((loaded && Date.now() - lastChange > quietMs) || Date.now() - started > longestMs) finish();
    }, 250);
    document.body.append(frame);
  });
}
