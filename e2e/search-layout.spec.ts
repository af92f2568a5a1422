import { expect, test, type Locator } from '@playwright/test';
import { openSearchWithResults } from './search-results';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * The search page's filter column at a phone and a desktop width: the price filter's button
 * must sit wholly inside its panel, on screen and uncovered (it was clipped by the results
 * column at desktop width). Screenshots of both widths land in the test's output folder.
 */
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box (hidden?)');
  return box;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

for (const viewport of widths) {
  test(`the price filter's button is whole and inside its panel at ${viewport.name} width`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const main = page.getByRole('main');
    const results = main.getByRole('region', { name: 'Suchergebnisse' });
    await openSearchWithResults(page, results);

    const panel = main.getByRole('complementary', { name: 'Filter' });
    const priceGroup = panel.getByRole('group', { name: 'Preis' });
    const apply = priceGroup.getByRole('button', { name: 'Preis anwenden' });
    await apply.scrollIntoViewIfNeeded();
    await expect(apply).toBeVisible();

    const [buttonBox, groupBox, panelBox] = await Promise.all([boxOf(apply), boxOf(priceGroup), boxOf(panel)]);
    expect(inside(buttonBox, groupBox), `button ${JSON.stringify(buttonBox)} inside its fieldset ${JSON.stringify(groupBox)}`).toBe(true);
    expect(inside(buttonBox, panelBox), `button ${JSON.stringify(buttonBox)} inside the filter panel ${JSON.stringify(panelBox)}`).toBe(true);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(viewport.width);
    // Nothing lies over it: the topmost element at both ends, the middle, top and bottom is the
    // button itself (inset by half its height: the pill's round ends leave the corners empty).
    const covered = await apply.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      const middle = rect.top + rect.height / 2;
      const center = rect.left + rect.width / 2;
      const points = [
        [rect.left + rect.height / 2, middle],
        [center, middle],
        [rect.right - rect.height / 2, middle],
        [center, rect.top + 2],
        [center, rect.bottom - 2],
      ];
      return points.flatMap(([x, y]) => {
        const top = document.elementFromPoint(x ?? 0, y ?? 0);
        return top && button.contains(top) ? [] : [`${x},${y}: ${top?.outerHTML.slice(0, 80) ?? 'nothing'}`];
      });
    });
    expect(covered).toEqual([]);
    // Its text is not cut off inside the button either.
    expect(await apply.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    // At desktop width the results column starts to the right of the whole filter panel.
    if (viewport.width >= 1024) expect(panelBox.x + panelBox.width).toBeLessThanOrEqual((await boxOf(results)).x);

    await page.screenshot({ path: testInfo.outputPath(`search-${viewport.name}.png`), fullPage: false });
    await priceGroup.screenshot({ path: testInfo.outputPath(`search-${viewport.name}-price.png`) });
  });
}
