/**
 * The loading bar's motion (components/shell/navigation-progress.tsx), apart from the component:
 * it is loaded on the first client-side navigation, so a page's first load does without it.
 */

/** docs/behaviour.md §9: shown only for navigations slower than 200 ms; creeps towards the end over ~2 s. */
const showAfterMs = 200;
const creepDurationMs = 2000;
const creepTickMs = 200;
/** Gives up on a navigation that never arrives (e.g. it was cancelled), so the bar never sticks. */
const giveUpAfterMs = 15_000;

export type Bar = { start: () => void; finish: () => void; dispose: () => void };

/** Drives the bar element directly, so progress ticks cause no React renders. */
export function createBar(element: HTMLElement): Bar {
  let showTimer: number | undefined;
  let creepTimer: number | undefined;
  let giveUpTimer: number | undefined;
  let hideTimer: number | undefined;
  let visible = false;

  const setProgress = (fraction: number) => {
    element.style.transform = `scaleX(${fraction})`;
  };
  const clearTimers = () => {
    window.clearTimeout(showTimer);
    window.clearInterval(creepTimer);
    window.clearTimeout(giveUpTimer);
    window.clearTimeout(hideTimer);
  };

  const finish = () => {
    clearTimers();
    if (!visible) return;
    setProgress(1);
    hideTimer = window.setTimeout(() => {
      visible = false;
      element.style.opacity = '0';
      setProgress(0);
    }, 200);
  };

  const start = () => {
    clearTimers();
    showTimer = window.setTimeout(() => {
      let progress = 0.1;
      visible = true;
      element.style.opacity = '1';
      setProgress(progress);
      // Each tick closes a share of the remaining gap: about 90 % after creepDurationMs.
      const share = 1 - 0.1 ** (creepTickMs / creepDurationMs);
      creepTimer = window.setInterval(() => {
        progress += (0.95 - progress) * share;
        setProgress(progress);
      }, creepTickMs);
    }, showAfterMs);
    giveUpTimer = window.setTimeout(finish, giveUpAfterMs);
  };

  return { start, finish, dispose: clearTimers };
}
