import NProgress from 'nprogress';

/**
 * The loading bar's motion (components/shell/navigation-progress.tsx), drawn by nprogress. It
 * is loaded on the first client-side navigation, so a page's first load does without it.
 */

/** docs/behaviour.md §9: shown only for navigations slower than 200 ms; runs over ~2 s. */
const showAfterMs = 200;
const creepDurationMs = 2000;
const creepTickMs = 200;
/** Gives up on a navigation that never arrives (e.g. it was cancelled), so the bar never sticks. */
const giveUpAfterMs = 15_000;

export type Bar = {
  /** A navigation started `elapsedMs` ago (more than 0 when the bar's code had to load first). */
  start: (elapsedMs?: number) => void;
  finish: () => void;
  dispose: () => void;
};

/**
 * Inside the element marked `data-navigation-progress`: a 2 px black bar (no spinner). The
 * creep is timed here rather than by nprogress's trickle, whose steps do not follow a duration.
 */
export function createBar(): Bar {
  NProgress.configure({
    parent: '[data-navigation-progress]',
    template: '<div data-navigation-progress-bar class="h-0.5 w-full bg-black"></div>',
    barSelector: '[data-navigation-progress-bar]',
    showSpinner: false,
    trickle: false,
    minimum: 0.1,
    speed: 200,
    easing: 'ease-out',
  });
  let showTimer: number | undefined;
  let creepTimer: number | undefined;
  let giveUpTimer: number | undefined;

  const clearTimers = () => {
    window.clearTimeout(showTimer);
    window.clearInterval(creepTimer);
    window.clearTimeout(giveUpTimer);
  };

  const finish = () => {
    clearTimers();
    if (NProgress.isStarted()) NProgress.done();
  };

  const start = (elapsedMs = 0) => {
    clearTimers();
    showTimer = window.setTimeout(() => {
      let progress = 0.1;
      NProgress.set(progress);
      // Each tick closes a share of the remaining gap: about 90 % after creepDurationMs.
      const share = 1 - 0.1 ** (creepTickMs / creepDurationMs);
      creepTimer = window.setInterval(() => {
        progress += (0.95 - progress) * share;
        NProgress.set(progress);
      }, creepTickMs);
    }, Math.max(0, showAfterMs - elapsedMs));
    giveUpTimer = window.setTimeout(finish, Math.max(0, giveUpAfterMs - elapsedMs));
  };

  return {
    start,
    finish,
    dispose: () => {
      clearTimers();
      NProgress.remove();
    },
  };
}
